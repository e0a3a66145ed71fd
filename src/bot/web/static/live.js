// A live page: the board is replaced by each position the game's events bring; the game's end reloads the page.
const figure = document.querySelector("figure.board");
const events = new EventSource(location.pathname.replace(/\/$/, "") + "/events");
events.addEventListener("board", (event) => {
  figure.innerHTML = event.data;
});
events.addEventListener("over", () => {
  events.close();
  figure.classList.add("over");
});
