"""The draw: the balls from the electronic drawer or the blower, by the one station that holds
the hall's caller lock; a ball undone by the jury, a pause and the draw resumed."""

from __future__ import annotations

from hallstation.core.bingo.balls import RED_BALL, parse_ball
from hallstation.core.bingo.game import ELECTRONIC, MANUAL
from hallstation.core.errors import RuleError
from hallstation.services.command import command
from hallstation.store.drive_lock import DriveLock, Holder


class DrawOps:
    """Mixed into ``Station``: the caller's lock and the draw."""

    def acquire_drive(self) -> Holder | None:
        """Become the station that drives this hall folder (draws the balls). Returns None when
        this station holds the lock now, or who holds it (host, process, since when)."""
        if self._drive_lock is None:
            self._drive_lock = self.store.drive_lock() if self.store.networked else DriveLock(self.data_dir)
        return self._drive_lock.acquire()

    @property
    def drives(self) -> bool:
        return self._drive_lock is not None and self._drive_lock.held

    def release_drive(self) -> None:
        if self._drive_lock is not None:
            self._drive_lock.release()

    def _need_drive(self) -> None:
        self._refuse_in_attention()  # a read-only terminal (a display) never asks for the caller's lock
        holder = self.acquire_drive()
        if holder is not None:
            raise RuleError(
                "Another caller station drives this hall ({host}, process {pid}, since {since}): this one does not draw",
                host=holder.host,
                pid=holder.pid,
                since=holder.since_local(),
            )

    @command
    def draw(self, ball: int | None = None, game: int | None = None, actor: str = "") -> int:
        """Draw the next ball: from the electronic drawer, or ``ball`` as the blower gave it. Only
        the station that holds the hall's caller lock draws. No ball before the jury has ratified
        the figures (Art. 12)."""
        g = self.get_game(game)
        g.refuse_before_ratification()
        self._need_drive()
        if ball is None:
            if g.config.source != ELECTRONIC:
                raise RuleError("Game {game} is drawn from the blower: type the ball that came out", game=g.number)
            remaining = g.remaining()
            if not remaining:
                raise RuleError("All the balls have been drawn")
            g.draw(remaining[0], ELECTRONIC)  # check the step is legal before drawing
            ball = self.drawer.pick(remaining)
            source = ELECTRONIC
        else:
            source = MANUAL
        self._run(g, g.draw(ball, source), actor)
        return ball

    @command
    def draw_text(self, text: str, game: int | None = None, actor: str = "") -> int:
        g = self.get_game(game)
        g.refuse_before_ratification()  # said before the typed ball is read (Art. 12)
        if text.strip().upper() in ("R", "ROJA", "RED"):
            ball = RED_BALL
        else:
            ball = parse_ball(text, g.config.word)
        return self.draw(ball, game=g.number, actor=actor)

    @command
    def undo_last_ball(self, jury: str, pin: str, reason: str = "", game: int | None = None) -> int:
        g = self.get_game(game)
        g.undo_last_ball(jury, reason)  # legal at all? (checked before the PIN is asked)
        self.verify_pin(jury, pin, "jury")
        ball = g.balls[-1]
        self._run(g, g.undo_last_ball(jury, reason), jury)
        return ball

    @command
    def pause(self, game: int | None = None, actor: str = "") -> None:
        g = self.get_game(game)
        self._run(g, g.pause(), actor)

    @command
    def resume(self, game: int | None = None, actor: str = "") -> None:
        g = self.get_game(game)
        self._run(g, g.resume(), actor)
