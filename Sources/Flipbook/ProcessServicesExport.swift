// `Limits` and the errors that name one are part of the API of every front end.
@_exported import ProcessServices
