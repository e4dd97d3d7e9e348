"""The rule knowledge is public vocabulary: no module of tutor/ imports another module's private
name, every module of the rule base (and of the scenario families) says what it offers in
``__all__``, and a condition is built one way, ``Cond(name=, test=, need=, have=)``."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TUTOR = ROOT / "tutor"
VOCABULARY = [TUTOR / "rules", TUTOR / "quiz" / "scenarios", TUTOR / "bridge" / "evaluation.py"]


def _module(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _files(*roots: Path) -> list[Path]:
    out: list[Path] = []
    for root in roots:
        out.extend([root] if root.is_file() else sorted(root.rglob("*.py")))
    return out


def _trees(*roots: Path):
    return [(p, ast.parse(p.read_text(encoding="utf-8"))) for p in _files(*roots)]


def _private_imports() -> list[str]:
    found = []
    for path, tree in _trees(TUTOR):
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("tutor"):
                for alias in node.names:
                    if alias.name.startswith("_") and not alias.name.startswith("__"):
                        found.append(f"{path.relative_to(ROOT)}:{node.lineno} imports {alias.name} from {node.module}")
    return found


def test_no_private_name_crosses_a_module():
    assert _private_imports() == []


def _all_of(tree: ast.Module) -> set[str] | None:
    listed: set[str] | None = None
    for node in tree.body:
        target = node.targets[0] if isinstance(node, ast.Assign) else getattr(node, "target", None)
        if isinstance(target, ast.Name) and target.id == "__all__" and isinstance(node.value, (ast.List, ast.Tuple)):
            listed = (listed or set()) | {e.value for e in node.value.elts if isinstance(e, ast.Constant)}
    return listed


def test_every_vocabulary_module_has_all_listing_what_others_import():
    used: dict[str, set[str]] = {}
    for _, tree in _trees(TUTOR, ROOT / "tests", ROOT / "bench"):
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                used.setdefault(node.module, set()).update(a.name for a in node.names)
    problems = []
    for path, tree in _trees(*VOCABULARY):
        listed = _all_of(tree)
        if listed is None:
            problems.append(f"{path.relative_to(ROOT)}: no __all__")
            continue
        defined = {n.name for n in tree.body if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
        submodules = {p.stem for p in path.parent.glob("*.py")} | {p.name for p in path.parent.iterdir() if p.is_dir()}
        wanted = {n for n in used.get(_module(path), ()) if not n.startswith("_")}
        if path.name == "__init__.py":
            wanted -= submodules
        missing = sorted((wanted | {d for d in defined if not d.startswith("_")}) - listed)
        if missing:
            problems.append(f"{path.relative_to(ROOT)}: __all__ lacks {', '.join(missing)}")
    assert problems == []


@pytest.mark.parametrize("path", _files(TUTOR / "rules"), ids=lambda p: str(p.relative_to(TUTOR)))
def test_conditions_are_built_one_way(path):
    """``Cond`` with keywords only; no private factory around it (two had their arguments swapped)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef):
            returns = node.returns
            if isinstance(returns, (ast.Name, ast.Constant)) and getattr(returns, "id", getattr(returns, "value", "")) == "Cond":
                body = [s for s in node.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
                # a factory may compute a Cond; a bare pass-through wrapper around Cond(...) is a second way
                if len(body) == 1 and isinstance(body[0], ast.Return) and isinstance(body[0].value, ast.Call) \
                        and getattr(body[0].value.func, "id", "") == "Cond" \
                        and all(isinstance(kw.value, ast.Name) for kw in body[0].value.keywords):
                    pytest.fail(f"{path.name}:{node.lineno}: {node.name} only forwards its arguments to Cond")
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Cond":
            assert not node.args, f"{path.name}:{node.lineno}: Cond with positional arguments"
