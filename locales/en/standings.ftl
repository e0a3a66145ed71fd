# standings
