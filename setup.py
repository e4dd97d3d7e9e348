"""A wheel ships the lessons, templates and static files inside the package (tutor/assets), so
`pip install .` serves them from any folder; a source checkout reads them where they are."""
import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ASSETS = ("lessons", "templates", "static")


class BuildWithAssets(build_py):
    def run(self):
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib) / "tutor" / "assets"
        for name in ASSETS:
            shutil.copytree(Path(__file__).parent / name, target / name, dirs_exist_ok=True)


setup(cmdclass={"build_py": BuildWithAssets})
