// A game's page: the arrow keys (and Home and End) follow the links that step through the moves.
document.addEventListener("keydown", (event) => {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const rel = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" }[event.key];
  const link = rel && document.querySelector(`nav.steps a[rel="${rel}"]`);
  if (link) {
    event.preventDefault();
    link.click();
  }
});
