"""A TCP relay between one terminal and the hall's server, for the tests and the bench: ``cut()``
drops every connection through it and refuses new ones (a cable pulled, a switch gone), ``mend()``
lets them through again. ``freeze()`` stops forwarding without closing anything (a hung switch or
server): the connections stay open, the relay's kernel still acknowledges what is sent, new
connections are accepted and left without an answer — no TCP timer ever fires; ``thaw()`` forwards
again what waited. The server itself keeps running for the other terminals."""

from __future__ import annotations

import socket
import threading


class TcpProxy:
    def __init__(self, target_port: int, host: str = "127.0.0.1") -> None:
        self.target = (host, target_port)
        self.listener = socket.socket()
        self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.listener.bind((host, 0))
        self.listener.listen(64)
        self.port = self.listener.getsockname()[1]
        self._open = threading.Event()
        self._open.set()
        self._flowing = threading.Event()  # cleared while frozen
        self._flowing.set()
        self._lock = threading.Lock()
        self._socks: list[socket.socket] = []
        self._closed = False
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while not self._closed:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            if not self._open.is_set():
                client.close()
                continue
            if not self._flowing.is_set():  # frozen: accepted, then nothing (the server is not asked yet)
                with self._lock:
                    self._socks.append(client)
                threading.Thread(target=self._connect_later, args=(client,), daemon=True).start()
                continue
            self._relay(client)

    def _connect_later(self, client: socket.socket) -> None:
        self._flowing.wait()
        if self._open.is_set() and not self._closed:
            self._relay(client)

    def _relay(self, client: socket.socket) -> None:
        try:
            upstream = socket.create_connection(self.target, timeout=5)
            upstream.settimeout(None)
        except OSError:
            client.close()
            return
        with self._lock:
            self._socks += [client, upstream]
        for a, b in ((client, upstream), (upstream, client)):
            threading.Thread(target=self._pipe, args=(a, b), daemon=True).start()

    def _pipe(self, a: socket.socket, b: socket.socket) -> None:
        try:
            while True:
                data = a.recv(65536)
                if not data:
                    break
                self._flowing.wait()  # frozen: what came waits here, unanswered
                b.sendall(data)
        except OSError:
            pass
        for s in (a, b):
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            s.close()

    def cut(self) -> None:
        self._open.clear()
        with self._lock:
            socks, self._socks = self._socks, []
        for s in socks:
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            s.close()

    def mend(self) -> None:
        self._open.set()

    def freeze(self) -> None:
        """Stop forwarding, closing nothing (a hung switch or server)."""
        self._flowing.clear()

    def thaw(self) -> None:
        self._flowing.set()

    def close(self) -> None:
        self._closed = True
        self._flowing.set()
        self.cut()
        self.listener.close()
