import Pixels
