FlipbookCommand.main()
