"""The package's import graph (every ``import`` statement, also those inside functions): no cycle among
the project's modules, and only the CLI and the supervisor choose an executor (stages never import one)."""

from __future__ import annotations

import ast
from pathlib import Path

import corpustools

PACKAGE = Path(corpustools.__file__).parent
# the modules allowed to import corpustools.executors: the CLI and the supervisor (big-brother)
EXECUTOR_USERS = ("corpustools.cli", "corpustools.commands.", "corpustools.big_brother",
                  "corpustools.executors")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def import_graph() -> dict[str, set[str]]:
    """``module -> {project modules it imports}``, from the source of every module of the package."""
    files = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {name: set() for name in files}
    for name, path in files.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text("utf-8"), str(path))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join(anchor + ([base] if base else []))
                targets = [base] + [f"{base}.{alias.name}" for alias in node.names]
            for target in targets:
                if target in files and target != name:
                    graph[name].add(target)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_scanner_sees_function_level_imports_and_finds_a_cycle() -> None:
    graph = import_graph()
    assert "corpustools.stages" in graph["corpustools.big_brother"]
    assert "corpustools.executors.local" in graph["corpustools.big_brother.runner"]  # imported inside a function
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_import_cycle_among_the_modules() -> None:
    assert cycles(import_graph()) == []


def test_only_the_cli_and_the_supervisor_import_an_executor() -> None:
    graph = import_graph()
    offenders = sorted(
        f"{name} imports {target}" for name, targets in graph.items() for target in targets
        if target.startswith("corpustools.executors") and not name.startswith(EXECUTOR_USERS))
    assert offenders == []


def test_formats_and_frame_modules_import_no_stage() -> None:
    """warc/ and vertical/ (the formats) and the frame modules serve the stages, never the reverse."""
    graph = import_graph()
    lower = ("corpustools.warc", "corpustools.vertical", "corpustools.config", "corpustools.errors",
             "corpustools.counters", "corpustools.log", "corpustools.workspace", "corpustools.net",
             "corpustools.politeness")
    upper = ("corpustools.collect", "corpustools.download", "corpustools.vert.", "corpustools.tag",
             "corpustools.big_brother", "corpustools.executors", "corpustools.commands", "corpustools.cli",
             "corpustools.stages")
    offenders = sorted(f"{name} imports {target}" for name, targets in graph.items() if name.startswith(lower)
                       for target in targets if target.startswith(upper))
    assert offenders == []
