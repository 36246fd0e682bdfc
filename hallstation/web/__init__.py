"""The read-only web board (``hallstation web``, issue 26): the hall's public board on any screen
with a browser — a TV by the bar, a stick behind the entrance screen, a tablet — with no PC behind
it and nothing but the public view ever leaving the station.

- ``state.py``: the public state as JSON, built by whitelist from the same ``BoardView`` the Qt
  public displays render (``public_state``); documented in the README ("The web board").
- ``strings.py``: the page's words, from the catalogue the Qt display speaks with (its own contexts),
  so the web and the hall's screens say the same thing in the same language.
- ``server.py``: the HTTP side — an ASGI app served by uvicorn in a thread of its own: ``/`` (the
  page), ``/board.css``, ``/board.js``, ``/state.json`` and ``/events`` (Server-Sent Events: the
  state at once, then every change); nothing else, nothing that writes.
- ``board.py``: the station side, in the Qt event loop: the hall's log opened read only (on a folder
  the SQLite file, on the hall's server the display account), followed as every display terminal
  follows it, each new view handed to the server; and ``run_web`` for the command.

The page itself is plain HTML/CSS/JS in ``assets/web/`` (no build step, nothing from another site).
"""
