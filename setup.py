"""Setuptools glue, next to pyproject.toml (which holds everything else): the package list.

The runtime files keep their home in the repository's top-level ``assets/`` and ``ui/`` folders
and are mapped into the package as ``hallstation/assets`` and ``hallstation/ui``, so the wheel
carries every file in them and ``hallstation.paths`` finds them through ``importlib.resources``.
Packages and data folders are discovered: a new sub-package or a new ``*_es.ts`` needs no entry.
"""

from setuptools import find_namespace_packages, find_packages, setup

RUNTIME_FILES = {"hallstation.assets": "assets", "hallstation.ui": "ui"}

data_packages = []
for package, folder in RUNTIME_FILES.items():
    data_packages += [package] + [f"{package}.{sub}" for sub in find_namespace_packages(folder)]

setup(
    packages=find_packages(include=["hallstation", "hallstation.*"]) + data_packages,
    package_dir=RUNTIME_FILES,
    package_data={package: ["*"] for package in data_packages},
    exclude_package_data={package: ["*~", ".*", "*.pyc"] for package in data_packages},
)
