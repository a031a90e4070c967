SignalCleanup.install()
FlipbookCommand.main()
