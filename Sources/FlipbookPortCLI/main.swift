PortCommand.runAsMain()
