.PHONY: run test bench i18n-check

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
