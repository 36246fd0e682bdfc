/* The hall's board in a browser (hallstation web). It shows /events' public state as the Qt public
   display shows its BoardView: the same parts, states and texts (the texts' templates come from
   the station's catalogue, in index.html's "strings"), laid out by board.css; each text fitted to
   its box as the Qt display fits its fonts. Read only: the page never sends anything but GETs.

   The live updates are Server-Sent Events; the page reconnects by itself (EventSource's own retry,
   a new stream when that gives up, and a watchdog for a network that goes silent) and says
   "Sin conexión" calmly in a corner meanwhile, keeping the last state, then catches up. */
(function () {
  "use strict";

  var S = JSON.parse(document.getElementById("strings").textContent);
  var RED_BALL = 76;
  var WATCHDOG_MS = 6500;  // three missed pings (the server sends one every 2 s)
  var OFFLINE_AFTER_MS = 1500;  // a blip while the station restarts is not worth a word
  var $ = function (id) { return document.getElementById(id); };

  var board = { state: null, online: false, link: true, attention: "", renders: 0, redCount: null };
  window.hallBoard = board;  // the state shown, for a look from the console (and the tests)

  // ------------------------------------------------------------ words, as the Qt display says them
  function fmt(template, fields) {
    return String(template).replace(/\{(\w+)\}/g, function (m, k) {
      return Object.prototype.hasOwnProperty.call(fields, k) ? String(fields[k]) : m;
    });
  }
  function plural(forms, n) { return forms[Math.min(Math.abs(n) === 1 ? 0 : 1, forms.length - 1)]; }
  function money(cents) {  // hallstation.core.money.format_money: "$ 1.234" or "$ 1.234,56"
    var sign = cents < 0 ? "-" : "";
    cents = Math.abs(cents);
    var pesos = Math.floor(cents / 100), rest = cents % 100;
    var whole = String(pesos).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
    return sign + "$ " + whole + (rest ? "," + (rest < 10 ? "0" : "") + rest : "");
  }
  function nbspMoney(text) { return text.replace(/\$ /g, "$\u00a0"); }
  function prizeName(p) { return S["prize." + p] || p; }
  function column(ball) { return Math.floor((ball - 1) / 15); }
  function letterOf(ball, word) { return ball === RED_BALL ? "" : word.charAt(column(ball)); }
  function label(ball, word) { return ball === RED_BALL ? "ROJA" : letterOf(ball, word) + ball; }
  function unique(values) {
    var out = [];
    values.forEach(function (v) { if (out.indexOf(v) < 0) { out.push(v); } });
    return out.sort(function (a, b) { return a - b; });
  }

  function infoTexts(st) {
    if (st.game === null) { return [S.bingo, ""]; }
    var left = fmt(S.game, { game: st.game });
    if (st.series !== null) {
      left += "   \u00b7   " + fmt(S.series, { series: st.series.number, color: st.series.color, letter: st.series.letter }).trim();
    }
    return [left, ""];  // the ball count is said once, over the last ball (as the Qt display)
  }
  function bonusText(p) {
    var parts = [];
    if (p.bonus && !p.won) { parts.push(fmt(S.bonus, { factor: p.bonus.factor, ball: p.bonus.up_to_ball })); }
    if (p.promo_pct) { parts.push(fmt(S.promo, { pct: p.promo_pct })); }
    return parts.join("   ");
  }
  function winnersText(p) {
    if (!p.won) { return ""; }
    if (!p.winners.length) { return S.awarded; }
    var text = fmt(plural(S.prize_cards, p.winners.length), { cards: p.winners.join(", ") });
    if (p.per_card.length) {
      var amounts = unique(p.per_card);
      if (p.winners.length > 1 && amounts.length === 1) {
        text += " \u00b7 " + fmt(S.each, { amount: money(amounts[0]) });
      } else {
        text += " \u00b7 " + p.per_card.map(money).join(" / ");
      }
    }
    return text;
  }
  function majorNote(st) {
    var m = st.major;
    if (m.state === "won") {
      var text = S.major_won;
      if (m.winners.length) { text += "  " + fmt(plural(S.major_cards, m.winners.length), { cards: m.winners.join(", ") }); }
      return text;
    }
    if (m.state === "passed") { return S.major_passed; }
    return fmt(S.major_limit, { ball: m.limit });
  }
  function awardText(line) {
    var prize = prizeName(line.prize);
    if (!line.winners.length) { return prize; }
    var cards = line.winners.join(", ");
    var amounts = line.per_card.length ? line.per_card : [line.amount];
    if (line.winners.length === 1) { return fmt(S.award_one, { prize: prize, card: cards, amount: money(amounts[0]) }); }
    if (unique(amounts).length === 1) { return fmt(S.award_each, { prize: prize, cards: cards, amount: money(amounts[0]) }); }
    return fmt(S.award_split, { prize: prize, cards: cards, amounts: amounts.map(money).join(" / ") });
  }
  function cardNote(c) {
    if (!c.known) { return S.claim_unknown; }
    if (!c.valid || c.rejected) { return S.claim_not_valid; }
    return c.completes.map(function (d) { return fmt(S.claim_at_ball, { prize: prizeName(d.prize), ball: d.ball }); }).join(", ");
  }
  function verdict(c) {
    if (!c.valid || c.rejected) { return ["bad", S.claim_rejected]; }
    if (c.stamp !== null) { return ["ok", fmt(S.claim_stamped, { stamp: c.stamp })]; }
    if (c.read) { return ["reading", fmt(S.claim_reading, { read: Math.min(c.read, c.to_read), total: c.to_read })]; }
    return ["", ""];
  }
  function breakLines(st) {
    var lines = st.prizes.filter(function (p) { return p.won; });
    if (st.red_light) { lines.push({ prize: "major", amount: st.major.amount, winners: st.major.winners, per_card: st.major.per_card }); }
    return lines.map(awardText);
  }
  function potText(st) {
    var m = st.major;
    if (m.state === "won") { return fmt(S.break_pot_won, { amount: money(st.pot) }); }
    if (m.state === "passed") { return fmt(S.break_pot_passed, { amount: money(st.pot) }); }
    return fmt(S.break_pot, { amount: money(m.amount), ball: m.limit });
  }
  function onBreak(st) { return st.phase === "break" || st.phase === "none"; }

  // ------------------------------------------------------------ small DOM helpers
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text !== undefined) { e.textContent = text; }
    return e;
  }
  function setText(e, text) { if (e.textContent !== text) { e.textContent = text; } }
  function show(e, on) { if (e.hidden === on) { e.hidden = !on; } }
  function setClass(e, cls) { if (e.className !== cls) { e.className = cls; } }

  // ------------------------------------------------------------ fitting texts to their boxes
  var canvas = document.createElement("canvas").getContext("2d");
  function textWidth(text, px, family) {
    canvas.font = "bold " + px + "px " + family;
    return canvas.measureText(text).width;
  }
  function fit(e) {  // one line: as tall as its box allows (data-ratio of it), as wide as it has
    var w = e.clientWidth, h = e.clientHeight;
    if (!w || !h) { return; }
    var ratio = parseFloat(e.getAttribute("data-ratio") || "0.72");
    var size = Math.max(6, Math.floor(h * ratio));
    e.style.lineHeight = h + "px";
    e.style.fontSize = size + "px";
    for (var i = 0; i < 5 && e.scrollWidth > w; i++) {
      size = Math.max(6, Math.floor(size * w / e.scrollWidth * 0.97));
      e.style.fontSize = size + "px";
    }
    return size;
  }
  function fitWrap(e, max) {  // wrapped: the largest size up to max at which it fits the box
    var w = e.clientWidth, h = e.clientHeight;
    if (!w || !h) { return; }
    var size = Math.max(6, Math.floor(max));
    e.style.fontSize = size + "px";
    for (var i = 0; i < 24 && (e.scrollHeight > h || e.scrollWidth > w) && size > 6; i++) {
      size = Math.max(6, Math.floor(size * 0.92));
      e.style.fontSize = size + "px";
    }
    return size;
  }
  function fitAll(root) {
    var fits = root.querySelectorAll(".fit:not(.common)");  // the lines of one size: fitCommon
    for (var i = 0; i < fits.length; i++) { if (fits[i].offsetParent !== null) { fit(fits[i]); } }
    var wraps = root.querySelectorAll(".fitwrap");
    for (var j = 0; j < wraps.length; j++) {
      var w = wraps[j];
      if (w.offsetParent !== null) { fitWrap(w, parseFloat(w.getAttribute("data-max") || "0") || w.clientHeight * 0.4); }
    }
  }
  function fitCommon(nodes) {  // one size for every line (the Qt display's results lines)
    var sizes = [];
    nodes.forEach(function (n) { var s = fit(n); if (s) { sizes.push(s); } });
    if (!sizes.length) { return; }
    var least = Math.min.apply(null, sizes);
    nodes.forEach(function (n) { n.style.fontSize = least + "px"; });
  }

  // ------------------------------------------------------------ the parts
  var boardEl = $("board"), cells = {}, letters = [], word = "";
  function buildBoard(w) {
    word = w;
    boardEl.textContent = "";
    cells = {};
    letters = [];
    for (var row = 0; row < 5; row++) {
      var l = el("div", "letter l" + row, w.charAt(row));
      boardEl.appendChild(l);
      letters.push(l);
      for (var i = 1; i <= 15; i++) {
        var b = row * 15 + i;
        var c = el("div", "cell", String(b));
        c.id = "cell-" + b;
        boardEl.appendChild(c);
        cells[b] = c;
      }
    }
  }
  function layoutBoard() {
    var r = cells[1].getBoundingClientRect(), lr = letters[0].getBoundingClientRect();
    var family = getComputedStyle(boardEl).fontFamily;
    var per100 = textWidth("75", 100, family) / 100;
    var size = Math.max(6, Math.floor(Math.min(r.height * 0.86, r.width * 0.95 / per100)));
    boardEl.style.fontSize = size + "px";
    var lsize = Math.max(6, Math.floor(Math.min(lr.height * 0.78, lr.width * 0.9 / (textWidth("W", 100, family) / 100))));
    letters.forEach(function (l) { l.style.fontSize = lsize + "px"; });
  }
  function renderBoard(st) {
    if (st.word !== word) { buildBoard(st.word); layoutBoard(); }
    var lit = {};
    st.balls.forEach(function (b) { lit[b] = true; });
    for (var b = 1; b <= 75; b++) {
      setClass(cells[b], b === st.last_ball ? "cell now" : lit[b] ? "cell lit" : "cell");
    }
  }

  function ballNode(ball, w, d, letterPx, numberPx, cls) {
    var node = el("div", "ball " + cls + (ball === null ? " empty" : " drawn c" + (ball === RED_BALL ? "r" : column(ball))));
    node.style.width = d + "px";
    node.style.height = d + "px";
    if (ball !== null) {
      var face = el("div", "face");
      var letter = letterOf(ball, w);
      if (letter) {
        var lt = el("div", "ball-letter t" + column(ball), letter);
        lt.style.fontSize = letterPx + "px";
        face.appendChild(lt);
      }
      var num = el("div", "ball-number", ball === RED_BALL ? S.red : String(ball));
      num.style.fontSize = (letter ? numberPx : numberPx * 0.9) + "px";
      face.appendChild(num);
      node.appendChild(face);
    }
    return node;
  }
  function renderLast(st) {
    setText($("last-title"), S.last_title);
    setText($("last-count"), fmt(S.last_count, { count: st.count }));
    var room = $("last-room"), family = getComputedStyle(room).fontFamily;
    var d = Math.floor(Math.min(room.clientWidth, room.clientHeight));
    var face = d * (1 - 2 / 18);
    var per100 = textWidth("75", 100, family) / 100;
    var big = ballNode(st.last_ball, st.word, d, Math.floor(face * 0.27), Math.floor(Math.min(face * 0.5, face * 0.8 / per100)), "big");
    big.id = "last-ball";
    big.style.left = Math.floor((room.clientWidth - d) / 2) + "px";
    big.style.top = Math.floor((room.clientHeight - d) / 2) + "px";
    room.replaceChild(big, $("last-ball"));
    var wait = $("last-wait");
    show(wait, st.last_ball === null);
    setText(wait, S.waiting);
    var prev = $("previous");
    prev.textContent = "";
    var pd = Math.floor(Math.min(prev.clientWidth / 5.6, prev.clientHeight * 0.94));
    for (var i = 0; i < 5; i++) {
      var b = i < st.previous.length ? st.previous[i] : null;
      prev.appendChild(ballNode(b, st.word, pd, Math.floor(pd * 0.24), Math.floor(Math.min(pd * 0.42, pd * 0.75 / per100)), "small"));
    }
  }

  function renderPrizes(st) {
    var title = $("prizes-title");
    var ratified = (st.ratified || !st.proclaimed) && !st.correcting;
    setText(title, st.correcting ? S.prizes_correcting : ratified ? S.prizes : S.prizes_proclaimed);
    setClass(title, "fit left" + (ratified ? " soft" : " proclaimed"));
    var rows = $("prize-rows");
    rows.textContent = "";
    st.prizes.forEach(function (p) {
      var note = st.correcting ? "" : p.won ? winnersText(p) : bonusText(p);
      var row = el("div", "prize-row" + (p.won ? " won" : "") + (note ? "" : " single"));
      row.setAttribute("data-prize", p.prize);
      var name = el("div", "prize-name fit left", prizeName(p.prize));
      name.setAttribute("data-ratio", note ? "0.75" : "0.42");
      row.appendChild(name);
      if (note) {
        var n = el("div", "prize-note fit left", note);
        n.setAttribute("data-ratio", "0.78");
        row.appendChild(n);
      }
      // while the jury rectifies the figures no amount stands: never $ 0 (Art. 12)
      var amount = el("div", "prize-amount fit right" + (st.correcting ? " correcting" : ""), st.correcting ? S.correcting : money(p.amount));
      amount.setAttribute("data-ratio", "0.8");
      row.appendChild(amount);
      rows.appendChild(row);
    });
  }

  function renderMajor(st) {
    var m = st.major, panel = $("major");
    setClass(panel, "major panel " + (st.red_light ? "won" : m.state));
    setText($("major-title"), prizeName("major").toUpperCase());
    setText($("major-amount"), st.correcting ? S.major_correcting : money(m.amount));
    setText($("major-note"), majorNote(st));
    var next = $("major-next"), won = m.state === "won";
    show(next, won);
    setText(next, won ? nbspMoney(fmt(S.major_next, { amount: money(st.pot) })) : "");
    $("major-note").setAttribute("data-max", String(panel.clientHeight * 0.11));
    next.setAttribute("data-max", String(panel.clientHeight * 0.08));
  }

  function renderClaims(st) {
    var box = $("claims");
    var claiming = (st.phase === "paused" || st.awarded_now.length > 0) && !onBreak(st);
    show(box, claiming);
    if (!claiming) { return; }
    // the cards being checked; an awarded card is said in the award's lines (issue 24)
    var claims = st.phase === "paused" ? st.claims.filter(function (c) { return !c.awarded; }) : [];
    var results = !claims.length && st.awarded_now.length > 0;
    setClass(box, "claims" + (results ? " results" : ""));
    setText($("claims-banner"), results ? S.claim_awarded : S.claim_verifying);
    var body = $("claims-body");
    body.textContent = "";
    var more = $("claims-more");
    show(more, !results && claims.length > 3);
    setText(more, claims.length > 3 ? fmt(S.claim_more, { n: claims.length - 3 }) : "");
    var pad = parseFloat(getComputedStyle(body).paddingTop) || 0;
    var W = body.clientWidth - 2 * pad, H = body.clientHeight - 2 * pad;
    if (results) {
      body.style.flexDirection = "column";
      var lines = st.awarded_now.map(awardText);
      var lh = Math.floor(Math.min(H * 0.2, H / Math.max(1, lines.length)));
      var nodes = lines.map(function (t) {
        var n = el("div", "result-line fit common left", t);
        n.style.height = lh + "px";
        n.setAttribute("data-ratio", "0.7");
        body.appendChild(n);
        return n;
      });
      fitCommon(nodes);
      return;
    }
    var shown = claims.slice(0, 3), n = shown.length;
    if (!n) { return; }
    var portrait = window.innerHeight > window.innerWidth;
    var stacked = portrait || n > 2;
    body.style.flexDirection = portrait ? "column" : "row";
    var slotW = portrait ? W : W / n, slotH = portrait ? H / n : H;
    shown.forEach(function (c) {
      var card = el("div", "claim-card" + (stacked ? "" : " side"));
      card.setAttribute("data-card", String(c.card));
      var side, capH;
      if (stacked) {
        capH = slotH * 0.1;
        side = Math.min(slotH - capH * 2.9, slotW * (portrait ? 0.9 : 1));
      } else {
        capH = slotH * 0.16;
        side = Math.min(slotH, slotW * 0.55);
      }
      var cell = side / 6;
      var grid = el("div", "card-grid");
      grid.style.width = Math.floor(cell * 5) + "px";
      grid.style.height = Math.floor(cell * 6) + "px";
      grid.style.gridTemplateRows = "repeat(6, minmax(0, 1fr))";  // the gaps taken from the cells
      var family = getComputedStyle(body).fontFamily;
      grid.style.fontSize = Math.floor(Math.min(cell * 0.62, cell * 0.86 / (textWidth("75", 100, family) / 100))) + "px";
      for (var col = 0; col < 5; col++) {
        var hdr = el("div", "hdr l" + col, st.word.charAt(col));
        grid.appendChild(hdr);
      }
      for (var i = 0; i < 25; i++) {
        var num = c.known ? c.grid[i] : undefined, cls = "n";
        var text = "";
        if (!c.known) { cls += " unknown"; }
        else if (num === null) { cls += " free"; text = S.claim_free; }
        else if (num === c.highlight) { cls += " hl"; text = String(num); }
        else { cls += c.marked[i] ? " m" : ""; text = String(num); }
        grid.appendChild(el("div", cls, text));
      }
      var texts = el("div", "claim-texts");
      var cap = el("div", "claim-caption fit center", fmt(S.claim_caption, { series: c.series, card: c.card }));
      var noteText = cardNote(c);
      var note = el("div", "claim-note fit center" + (c.valid && !c.rejected ? "" : " bad"), noteText);
      var v = verdict(c);
      var vd = el("div", "claim-verdict fit center " + v[0], v[1]);
      cap.style.height = Math.floor(capH) + "px";
      note.style.height = Math.floor(capH * (stacked ? 0.85 : 0.8)) + "px";
      vd.style.height = Math.floor(capH * (stacked ? 1.0 : 1.1)) + "px";
      if (!stacked) {
        note.style.marginTop = Math.floor(capH / 3) + "px";
        vd.style.marginTop = Math.floor(capH / 2) + "px";
        vd.style.width = "100%";
      } else {
        vd.style.width = "80%";
      }
      cap.setAttribute("data-ratio", "0.72");
      note.setAttribute("data-ratio", "0.7");
      vd.setAttribute("data-ratio", "0.62");
      if (stacked) {
        card.appendChild(cap);
        card.appendChild(grid);
        if (noteText) { card.appendChild(note); }
        if (v[1]) { card.appendChild(vd); }
      } else {
        card.appendChild(grid);
        texts.appendChild(cap);
        if (noteText) { texts.appendChild(note); }
        if (v[1]) { texts.appendChild(vd); }
        card.appendChild(texts);
      }
      body.appendChild(card);
      var cellFont = parseFloat(grid.style.fontSize);
      var free = grid.querySelector(".free");
      if (free) { free.style.fontSize = Math.floor(Math.min(cell * 0.3, cell * 0.85 / (textWidth(S.claim_free, 100, family) / 100))) + "px"; }
      grid.querySelectorAll(".hdr").forEach(function (h) { h.style.fontSize = Math.floor(Math.min(cellFont * 1.1, cell * 0.6)) + "px"; });
    });
  }

  function renderBreak(st) {
    var box = $("break"), on = onBreak(st);
    show(box, on);
    if (!on) { return; }
    setText($("break-title"), S.break_title);
    var lines = breakLines(st);
    var head = $("break-head");
    show(head, st.game !== null && lines.length > 0);
    setText(head, st.game !== null ? fmt(S.break_results, { game: st.game }) : "");
    var holder = $("break-lines");
    holder.textContent = "";
    var lh = Math.floor(Math.min(box.clientHeight * 0.085, holder.clientHeight / Math.max(1, lines.length)));
    var nodes = lines.map(function (t) {
      var n = el("div", "break-line fit common left", t);
      n.style.height = lh + "px";
      n.setAttribute("data-ratio", "0.75");
      holder.appendChild(n);
      return n;
    });
    fitCommon(nodes);
    var pot = $("break-pot");
    setText(pot, nbspMoney(potText(st)));
    pot.setAttribute("data-max", String(pot.clientHeight * 0.4));
  }

  function renderAnnouncements(st) {
    var lines = [];
    if (st.correction !== null) { lines.push(["correction", fmt(S.correction, { ball: label(st.correction, st.word) })]); }
    if (st.red_ball.drawn) {
      if (board.redCount === null) { board.redCount = st.count; }
      if (st.count === board.redCount) { lines.push(["red", st.red_ball.message ? S.red_ball + "  " + st.red_ball.message : S.red_ball]); }
    } else {
      board.redCount = null;
    }
    var box = $("announce"), on = lines.length > 0 && !onBreak(st);
    box.textContent = "";
    lines.forEach(function (l) {
      var n = el("div", "announce-line fit center " + l[0], l[1]);
      n.setAttribute("data-ratio", "0.6");
      box.appendChild(n);
    });
    show(box, on);
    return on;
  }

  function renderRed(st) {
    var on = st.red_light;
    show($("redlight"), on);
    setText($("red-title"), S.red_light);
    var detail = money(st.major.amount);
    if (st.major.winners.length) {
      detail += "  \u00b7  " + fmt(plural(S.red_light_cards, st.major.winners.length), { cards: st.major.winners.join(", ") });
    }
    setText($("red-detail"), detail);
  }

  function render(st) {
    board.state = st;
    var screen = $("screen");
    var announcing = renderAnnouncements(st);  // first: the strip takes its room before the rest is laid out
    setClass(screen, "screen" + (st.red_light ? " red" : "") + (st.minors_sign ? "" : " no-minors") + (announcing ? " announcing" : ""));
    show($("minors"), st.minors_sign);
    show($("demo"), st.demo);  // a demo's log: "DEMOSTRACIÓN" in a corner
    setText($("minors-text"), S.minors);
    renderRed(st);
    var info = infoTexts(st);
    setText($("info-left"), info[0]);
    setText($("info-right"), info[1]);
    renderBoard(st);
    layoutBoard();
    renderPrizes(st);
    renderMajor(st);
    renderLast(st);
    renderClaims(st);
    renderBreak(st);
    fitAll(screen);
    board.renders += 1;
  }
  board.render = render;  // draw a given state (the tests compare it with the Qt display's)

  // ------------------------------------------------------------ the connection, and its corner
  var offlineTimer = null;
  function corner() {
    var text = !board.online ? S.offline : !board.link ? S.link_down : board.attention;
    var box = $("offline");
    setText(box, text);
    show(box, !!text);
  }
  function setOnline(on) {
    if (on) {
      if (offlineTimer !== null) { clearTimeout(offlineTimer); offlineTimer = null; }
      board.online = true;
      corner();
    } else if (board.online && offlineTimer === null) {
      offlineTimer = setTimeout(function () { offlineTimer = null; board.online = false; corner(); }, OFFLINE_AFTER_MS);
    }
  }

  var source = null, heard = 0;
  function connect() {
    if (source !== null) { source.close(); }
    heard = Date.now();
    source = new EventSource("/events");
    source.addEventListener("state", function (e) {
      heard = Date.now();
      setOnline(true);
      render(JSON.parse(e.data));
    });
    source.addEventListener("link", function (e) {
      heard = Date.now();
      var link = JSON.parse(e.data);
      board.link = !!link.online;
      board.attention = link.attention || "";  // the log needs attention: said, naming the row
      corner();
    });
    source.addEventListener("ping", function () { heard = Date.now(); setOnline(true); });
    source.onerror = function () {
      setOnline(false);
      if (source.readyState === 2) {  // CLOSED: EventSource gave up (the station answered no)
        source.close();
        source = null;
        setTimeout(connect, 2000);
      }
    };
  }
  function poll() {  // a browser without EventSource: the state every second
    var req = new XMLHttpRequest();
    req.open("GET", "/state.json");
    req.timeout = 3000;
    req.onload = function () {
      if (req.status === 200) { setOnline(true); render(JSON.parse(req.responseText)); } else { setOnline(false); }
    };
    req.onerror = req.ontimeout = function () { setOnline(false); };
    req.send();
  }

  window.addEventListener("resize", function () { if (board.state) { render(board.state); } });
  board.online = true;  // until the first stream fails: the corner stays clear while the page loads
  setOnline(false);
  if (window.EventSource) {
    connect();
    setInterval(function () {  // a network gone silent (no close, no error): a new stream
      if (source !== null && Date.now() - heard > WATCHDOG_MS) { setOnline(false); connect(); }
    }, 1000);
  } else {
    poll();
    setInterval(poll, 1000);
  }
})();
