# puzzle
