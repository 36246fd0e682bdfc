.PHONY: run test bench i18n-check bundle wheel constraints

run:
	sh packaging/start.sh

test:
	sh tests/run.sh

# Figures, not assertions: each script prints what it measured against its goal.
bench:
	sh packaging/setup_env.sh test
	@for b in bench/bench_*.py; do QT_QPA_PLATFORM=offscreen .venv/bin/python $$b || exit 1; done

i18n-check:
	.venv/bin/python -m hallstation.devtools.i18n_extract --check

# The caller PC's one-folder bundle, dist/hallstation/ (PyInstaller, at the versions in
# packaging/constraints.txt), with its installer: sudo sh dist/hallstation/install.sh [--autostart].
bundle:
	sh packaging/build_bundle.sh

# The wheel in dist/, reproducible: SOURCE_DATE_EPOCH is the last commit's time, so two builds of one
# commit are identical.
wheel:
	sh packaging/build_wheel.sh dist

# Refresh packaging/constraints.txt: the newest versions pyproject.toml allows, resolved in a fresh
# environment; then run the tests (sh tests/run.sh installs them) and commit the file.
CONSTRAINTS_VENV = build/constraints-venv
constraints:
	rm -rf $(CONSTRAINTS_VENV)
	python3 -m venv $(CONSTRAINTS_VENV)
	$(CONSTRAINTS_VENV)/bin/python -m pip install -q --upgrade pip
	$(CONSTRAINTS_VENV)/bin/python -m pip install -q ".[bundle,test]"
	$(CONSTRAINTS_VENV)/bin/python packaging/freeze_constraints.py > packaging/constraints.txt.new
	mv packaging/constraints.txt.new packaging/constraints.txt
	rm -rf $(CONSTRAINTS_VENV)
	@git diff --stat packaging/constraints.txt 2>/dev/null || true
