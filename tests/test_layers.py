"""The layers the folders show: checked on the imports of every module, without importing it."""
from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "tutor"


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path) -> set[str]:
    """Every module an ``import`` or ``from ... import`` in the file names (also inside functions)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


MODULES = {module_name(p): imports(p) for p in sorted(ROOT.rglob("*.py"))}


def within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def offenders(source: str, targets: tuple[str, ...], exempt: str | None = None) -> dict[str, list[str]]:
    found = {}
    for module, names in MODULES.items():
        if not within(module, source) or (exempt and within(module, exempt)):
            continue
        bad = sorted(n for n in names if any(within(n, t) for t in targets))
        if bad:
            found[module] = bad
    return found


def test_the_modules_and_their_imports_are_found(tmp_path):
    assert "tutor.store.db" in MODULES and "tutor.bridge.cards" in MODULES and "tutor.web" in MODULES
    sample = tmp_path / "sample.py"
    sample.write_text("from tutor.web.views import quiz\n\ndef f():\n    import sqlite3\n")
    assert {"tutor.web.views.quiz", "sqlite3"} <= imports(sample)


def test_only_the_store_talks_to_the_database():
    assert offenders("tutor", ("sqlite3", "sqlite_utils", "psycopg", "psycopg_pool"), exempt="tutor.store") == {}


SQL = re.compile(r"\b(SELECT|INSERT INTO|UPDATE [a-z_]+ SET|DELETE FROM)\b")


def test_no_sql_outside_the_store():
    written = [module_name(p) for p in sorted(ROOT.rglob("*.py"))
               if not within(module_name(p), "tutor.store") and SQL.search(p.read_text(encoding="utf-8"))]
    assert written == []


def test_the_domain_core_imports_no_quiz_store_or_web():
    assert offenders("tutor.bridge", ("tutor.quiz", "tutor.store", "tutor.web", "tutor.teaching", "flask")) == {}


def test_the_teaching_logic_imports_no_web():
    assert offenders("tutor.teaching", ("tutor.web", "flask")) == {}


VIEWS = "tutor.web.views"


def test_a_view_imports_no_other_view():
    views = [m for m in MODULES if within(m, VIEWS) and m != VIEWS]
    assert len(views) >= 10
    crossing = {v: sorted(n for n in MODULES[v] if within(n, VIEWS) and n != v) for v in views}
    assert {v: names for v, names in crossing.items() if names} == {}


def test_shared_web_helpers_import_no_view():
    assert offenders("tutor.web", (VIEWS,), exempt=VIEWS) == {}


def test_the_quiz_domain_imports_no_service_store_or_web():
    # generation, scenarios, schedule and analysis are pure: the database is the services' business
    assert offenders("tutor.quiz", ("tutor.service", "tutor.store", "tutor.teaching", "tutor.web", "flask")) == {}


def test_the_rules_import_only_the_core():
    assert offenders("tutor.rules", ("tutor.quiz", "tutor.service", "tutor.store", "tutor.teaching", "tutor.web",
                                     "flask")) == {}


def test_the_services_and_content_import_no_web():
    assert offenders("tutor.service", ("tutor.web", "tutor.teaching", "flask")) == {}
    assert offenders("tutor.content", ("tutor.quiz", "tutor.service", "tutor.store", "tutor.web", "flask")) == {}


def test_the_store_imports_nothing_above_the_core():
    # the record of an attempt gets its review from the service; a migration gets the domain's functions handed in
    assert offenders("tutor.store", ("tutor.quiz", "tutor.rules", "tutor.service", "tutor.teaching", "tutor.web",
                                     "tutor.commands", "tutor.content", "flask")) == {}


def resolve(name: str) -> str | None:
    """The module an imported name belongs to (``tutor.store.pool.put`` -> ``tutor.store.pool``)."""
    parts = name.split(".")
    for k in range(len(parts), 0, -1):
        if ".".join(parts[:k]) in MODULES:
            return ".".join(parts[:k])
    return None


def import_graph(modules: dict[str, set[str]]) -> dict[str, set[str]]:
    """Module -> the modules it imports, leaving out its own packages (importing a module runs its
    package's ``__init__`` first anyway, so that edge says nothing)."""
    return {m: {r for n in names if (r := resolve(n)) and r != m and not m.startswith(r + ".")}
            for m, names in modules.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_the_cycle_finder_finds_a_cycle():
    graph = import_graph({"tutor.store.db": {"tutor.store.migrations.MIGRATIONS"},
                          "tutor.store.migrations": {"tutor.store.db"}, "tutor.store": set()})
    assert cycles(graph) == [["tutor.store.db", "tutor.store.migrations"]]


def test_no_module_imports_one_that_imports_it_back():
    assert cycles(import_graph(MODULES)) == []


def test_no_loose_modules_at_the_top_of_the_package():
    # tutor.generator is DESIGN.md's public entry (generate(scenario_id, seed)); everything else lives in its layer
    top = sorted(p.stem for p in ROOT.glob("*.py") if p.stem != "__init__")
    assert top == ["cli", "generator"]
