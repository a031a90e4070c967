import Flipbook
print("flipbook")
