PortCommand.main()
