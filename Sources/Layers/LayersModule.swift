import Animation
