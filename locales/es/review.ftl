# review
