AllocatorSettings.apply()
SignalCleanup.install()
FlipbookCommand.main()
