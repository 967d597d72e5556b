"""The benchmark results store: one SQLite file per results directory, safe to kill.

Why SQLite in WAL mode: a benchmark of hundreds of attempts runs for hours and gets killed
(Ctrl-C, the OOM killer, the end of a Slurm allocation). Every state change is one committed
transaction, so a killed run loses at most the attempts that were running, and the next run
knows exactly which those were: an attempt is ``pending``, ``running``, ``done`` or ``error``,
keyed by (case, model, ablation, attempt). Workers never open the store: they return their
results to the run's driver, which writes them, so the store is only ever opened on the
driver's host, as SQLite's WAL mode requires. A report or a rescore may read and write beside
a run: under WAL a reader never blocks the writer, and writers wait for each other.

Scores live in their own table keyed by the attempt and the scoring mode, so an attempt is
generated once and scored as often as wanted (strict, upstream, again after a fix).
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from foam_agent.foambench.results import ReferenceOutcome

#: Version of the table layout (``PRAGMA user_version``); bump it when a column changes meaning.
SCHEMA_VERSION = 2
#: The store's file name inside a results directory.
STORE_NAME = "results.sqlite"
#: Seconds a reader waits for the writer's lock before giving up (a commit takes milliseconds).
BUSY_TIMEOUT_S = 30.0

AttemptStatus = Literal["pending", "running", "done", "error"]
#: Attempt states, in the order an attempt moves through them.
ATTEMPT_STATES: tuple[AttemptStatus, ...] = ("pending", "running", "done", "error")

_SCHEMA = """
CREATE TABLE invocations (
    id INTEGER PRIMARY KEY,
    started_at TEXT NOT NULL,
    finished_at TEXT,
    status TEXT NOT NULL,
    settings TEXT NOT NULL
);
CREATE TABLE cases (
    case_id TEXT PRIMARY KEY,
    family TEXT NOT NULL,
    split TEXT NOT NULL,
    dataset TEXT NOT NULL,
    content_hash TEXT NOT NULL,
    prompt TEXT NOT NULL
);
CREATE TABLE reference_runs (
    case_id TEXT PRIMARY KEY REFERENCES cases(case_id),
    content_hash TEXT NOT NULL,
    dialect TEXT NOT NULL,
    status TEXT NOT NULL,
    seconds REAL NOT NULL,
    reason TEXT NOT NULL,
    case_dir TEXT NOT NULL,
    report TEXT NOT NULL,
    prepared_at TEXT NOT NULL
);
CREATE TABLE attempts (
    case_id TEXT NOT NULL REFERENCES cases(case_id),
    model TEXT NOT NULL,
    ablation TEXT NOT NULL,
    attempt INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'running', 'done', 'error')),
    tries INTEGER NOT NULL DEFAULT 0,
    invocation INTEGER,
    output_dir TEXT,
    started_at TEXT,
    finished_at TEXT,
    seconds REAL,
    worker TEXT,
    settings TEXT,
    solve_status TEXT,
    stop_reason TEXT,
    loops INTEGER,
    runs INTEGER,
    prompt_tokens INTEGER,
    completion_tokens INTEGER,
    cost_usd REAL,
    solve_seconds REAL,
    error_classes TEXT,
    run_classes TEXT,
    final_error_class TEXT,
    requirements INTEGER,
    requirements_met INTEGER,
    error TEXT,
    PRIMARY KEY (case_id, model, ablation, attempt)
);
CREATE TABLE scores (
    case_id TEXT NOT NULL,
    model TEXT NOT NULL,
    ablation TEXT NOT NULL,
    attempt INTEGER NOT NULL,
    mode TEXT NOT NULL,
    scorable INTEGER NOT NULL,
    reason TEXT NOT NULL,
    exec REAL,
    struct REAL,
    file REAL,
    nmse REAL,
    nmse_score REAL,
    success INTEGER,
    verdict TEXT,
    verdict_reason TEXT,
    in_means INTEGER NOT NULL,
    details TEXT NOT NULL,
    scored_at TEXT NOT NULL,
    PRIMARY KEY (case_id, model, ablation, attempt, mode),
    FOREIGN KEY (case_id, model, ablation, attempt)
        REFERENCES attempts(case_id, model, ablation, attempt)
);
"""

#: Run-record summary columns an attempt's outcome fills (see :meth:`ResultsStore.finish`).
OUTCOME_COLUMNS = (
    "solve_status", "stop_reason", "loops", "runs", "prompt_tokens", "completion_tokens",
    "cost_usd", "solve_seconds", "error_classes", "run_classes", "final_error_class",
    "requirements", "requirements_met",
)
#: Score columns besides the key (see :meth:`ResultsStore.record_score`).
SCORE_COLUMNS = (
    "scorable", "reason", "exec", "struct", "file", "nmse", "nmse_score", "success", "verdict",
    "verdict_reason", "in_means", "details",
)
#: Columns of ``reference_runs`` that are fields of :class:`ReferenceOutcome`.
_REFERENCE_COLUMNS = ("case_id", "content_hash", "dialect", "status", "seconds", "reason",
                      "case_dir")
_JSON_COLUMNS = frozenset({"settings", "error_classes", "run_classes", "details", "report"})


class StoreError(RuntimeError):
    """A results store that cannot be used: another schema, another dataset, not SQLite."""


@dataclass(frozen=True, order=True)
class AttemptKey:
    """One attempt of one case by one model under one ablation (attempts count from 1)."""

    case_id: str
    model: str
    ablation: str
    attempt: int

    def label(self) -> str:
        """A short human-readable name for progress lines."""
        return f"{self.case_id} {self.ablation} {self.model} #{self.attempt}"


def now() -> str:
    """The current UTC time in ISO 8601, as every timestamp in the store."""
    return datetime.now(UTC).isoformat(timespec="seconds")


def _encode(column: str, value: Any) -> Any:
    return json.dumps(value, default=str) if column in _JSON_COLUMNS and value is not None \
        else value


def _decode(row: sqlite3.Row) -> dict[str, Any]:
    plain = dict(zip(row.keys(), tuple(row), strict=True))
    return {column: json.loads(value) if column in _JSON_COLUMNS and value else value
            for column, value in plain.items()}


class ResultsStore:
    """The SQLite store of one results directory.

    Open it with :meth:`open`; use it as a context manager to close it. All methods commit
    before returning, so whatever a method recorded survives a kill right after it.
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        try:
            self._db = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S)
            self._db.row_factory = sqlite3.Row
            self._db.execute("PRAGMA journal_mode=WAL")
            # FULL: a committed attempt survives a power cut too, not only a killed process;
            # the store commits a few times per attempt, so the extra fsync costs nothing.
            self._db.execute("PRAGMA synchronous=FULL")
            self._db.execute("PRAGMA foreign_keys=ON")
            self._check_schema()
        except sqlite3.DatabaseError as error:
            raise StoreError(f"{self.path}: not a foam-agent results store ({error})") from error

    @classmethod
    def open(cls, results_dir: str | os.PathLike[str], *, create: bool = True) -> ResultsStore:
        """Open (or, with ``create``, make) the store of ``results_dir``.

        Raises:
            StoreError: ``results_dir`` is a file, holds no store while ``create`` is False,
                or holds a store of another schema version.
        """
        root = Path(results_dir)
        if root.exists() and not root.is_dir():
            raise StoreError(f"{root} is a file, not a results directory")
        path = root / STORE_NAME
        if not path.is_file():
            if not create:
                raise StoreError(f"{root} holds no benchmark results ({STORE_NAME} is missing)")
            root.mkdir(parents=True, exist_ok=True)
        return cls(path)

    def _check_schema(self) -> None:
        version = self._db.execute("PRAGMA user_version").fetchone()[0]
        tables = self._db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        if version == 0 and tables == 0:
            with self._db:
                self._db.executescript(_SCHEMA)
                self._db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
        elif version != SCHEMA_VERSION:
            raise StoreError(f"{self.path} has schema version {version}; this foam-agent reads "
                             f"version {SCHEMA_VERSION} (use another results directory)")

    def close(self) -> None:
        """Close the connection."""
        self._db.close()

    def __enter__(self) -> ResultsStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One transaction; committed on exit, rolled back on an exception."""
        with self._db:
            yield self._db

    # -- invocations ------------------------------------------------------------------------

    def begin_invocation(self, settings: Mapping[str, Any]) -> int:
        """Record that a run started with ``settings``; returns its id."""
        with self._write() as db:
            cursor = db.execute(
                "INSERT INTO invocations (started_at, status, settings) VALUES (?, ?, ?)",
                (now(), "running", _encode("settings", dict(settings))))
        return int(cursor.lastrowid or 0)

    def finish_invocation(self, invocation: int, status: str) -> None:
        """Record how a run ended (``finished`` or ``interrupted``)."""
        with self._write() as db:
            db.execute("UPDATE invocations SET finished_at = ?, status = ? WHERE id = ?",
                       (now(), status, invocation))

    def invocations(self) -> list[dict[str, Any]]:
        """Every run of this store, oldest first."""
        rows = self._db.execute("SELECT * FROM invocations ORDER BY id").fetchall()
        return [_decode(row) for row in rows]

    # -- cases and references ---------------------------------------------------------------

    def register_cases(self, dataset: str, cases: Iterable[Any]) -> None:
        """Remember each case's family, split, prompt and content hash.

        Raises:
            StoreError: A case id is already stored with other reference files (another
                dataset or an edited case): its earlier attempts would not be comparable.
        """
        with self._write() as db:
            for case in cases:
                known = db.execute("SELECT content_hash, dataset FROM cases WHERE case_id = ?",
                                   (case.id,)).fetchone()
                if known is not None and known["content_hash"] != case.content_hash:
                    raise StoreError(
                        f"case '{case.id}' is stored from dataset '{known['dataset']}' with other "
                        f"reference files; use another results directory")
                db.execute(
                    "INSERT OR IGNORE INTO cases (case_id, family, split, dataset, content_hash,"
                    " prompt) VALUES (?, ?, ?, ?, ?, ?)",
                    (case.id, case.family, case.split, dataset, case.content_hash, case.prompt))

    def cases(self) -> dict[str, dict[str, Any]]:
        """Case id → its row (family, split, dataset, content hash, prompt)."""
        rows = self._db.execute("SELECT * FROM cases ORDER BY rowid").fetchall()
        return {row["case_id"]: _decode(row) for row in rows}

    def record_reference(self, reference: ReferenceOutcome) -> None:
        """Store a reference's outcome, replacing any."""
        with self._write() as db:
            db.execute(
                "INSERT OR REPLACE INTO reference_runs (case_id, content_hash, dialect, status,"
                " seconds, reason, case_dir, report, prepared_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (reference.case_id, reference.content_hash, reference.dialect, reference.status,
                 reference.seconds, reference.reason, reference.case_dir,
                 _encode("report", reference.stored_report()), now()))

    def references(self) -> dict[str, ReferenceOutcome]:
        """Case id → its reference's outcome (status, reason, prepared case directory).

        Rows of earlier versions load too: the ``report`` column held the full report, or the
        short row of a preparation that failed; the outcome's ``report`` is None for those.
        """
        rows = self._db.execute(
            f"SELECT {', '.join(_REFERENCE_COLUMNS)}, report FROM reference_runs").fetchall()
        return {row["case_id"]: ReferenceOutcome.from_stored(
                    {column: row[column] for column in _REFERENCE_COLUMNS},
                    json.loads(row["report"]))
                for row in rows}

    # -- attempts ---------------------------------------------------------------------------

    def add_attempts(self, keys: Iterable[AttemptKey]) -> int:
        """Add the attempts not stored yet as ``pending``; returns how many were new."""
        with self._write() as db:
            before = db.total_changes
            db.executemany(
                "INSERT OR IGNORE INTO attempts (case_id, model, ablation, attempt, status)"
                " VALUES (?, ?, ?, ?, 'pending')",
                [(k.case_id, k.model, k.ablation, k.attempt) for k in keys])
            return db.total_changes - before

    def recover_interrupted(self) -> list[AttemptKey]:
        """Put attempts left ``running`` by a dead run back to ``pending``; returns them.

        Only call this while holding the results directory's run lock: then no live process
        is running any attempt, so every ``running`` row was left by one that died.
        """
        with self._write() as db:
            rows = db.execute("SELECT case_id, model, ablation, attempt FROM attempts"
                              " WHERE status = 'running'").fetchall()
            db.execute("UPDATE attempts SET status = 'pending' WHERE status = 'running'")
        return [AttemptKey(*row) for row in rows]

    def statuses(self, keys: Iterable[AttemptKey] | None = None) -> dict[AttemptKey, str]:
        """The status of each attempt (of ``keys``, or of all)."""
        rows = self._db.execute(
            "SELECT case_id, model, ablation, attempt, status FROM attempts").fetchall()
        found = {AttemptKey(*row[:4]): row[4] for row in rows}
        if keys is None:
            return found
        return {key: found[key] for key in keys if key in found}

    def start(self, key: AttemptKey, *, invocation: int, output_dir: str,
              settings: Mapping[str, Any]) -> int:
        """Mark an attempt ``running`` in ``output_dir``; returns which try of it this is."""
        with self._write() as db:
            db.execute(
                "UPDATE attempts SET status = 'running', tries = tries + 1, invocation = ?,"
                " output_dir = ?, started_at = ?, finished_at = NULL, settings = ?, error = NULL"
                " WHERE case_id = ? AND model = ? AND ablation = ? AND attempt = ?",
                (invocation, output_dir, now(), _encode("settings", dict(settings)),
                 key.case_id, key.model, key.ablation, key.attempt))
            tries = db.execute(
                "SELECT tries FROM attempts WHERE case_id = ? AND model = ? AND ablation = ?"
                " AND attempt = ?", (key.case_id, key.model, key.ablation, key.attempt)
            ).fetchone()
        return int(tries[0])

    def finish(self, key: AttemptKey, *, status: AttemptStatus, seconds: float,
               worker: str | None, outcome: Mapping[str, Any] | None = None,
               error: str | None = None, score: Mapping[str, Any] | None = None,
               mode: str | None = None) -> None:
        """Record how an attempt ended, and its score, in one transaction.

        Args:
            key: The attempt.
            status: ``done`` (the solve ended, whatever its result) or ``error`` (the harness
                could not carry the attempt through: an exception, a dead worker).
            seconds: Wall time of the attempt on its worker (solve and scoring).
            worker: Where it ran.
            outcome: The run-record summary (:data:`OUTCOME_COLUMNS`).
            error: Why the attempt is an ``error``.
            score: The score (:data:`SCORE_COLUMNS`), recorded under ``mode``.
            mode: The scoring mode of ``score``.
        """
        values = {column: _encode(column, (outcome or {}).get(column))
                  for column in OUTCOME_COLUMNS}
        assignments = ", ".join(f"{column} = :{column}" for column in values)
        with self._write() as db:
            db.execute(
                f"UPDATE attempts SET status = :status, finished_at = :finished_at,"
                f" seconds = :seconds, worker = :worker, error = :error, {assignments}"
                " WHERE case_id = :case_id AND model = :model AND ablation = :ablation"
                " AND attempt = :attempt",
                {**values, "status": status, "finished_at": now(), "seconds": seconds,
                 "worker": worker, "error": error, "case_id": key.case_id, "model": key.model,
                 "ablation": key.ablation, "attempt": key.attempt})
            if score is not None and mode is not None:
                self._insert_score(db, key, mode, score)

    def attempts(self) -> list[dict[str, Any]]:
        """Every attempt with its case's family and split, in a stable order."""
        rows = self._db.execute(
            "SELECT a.*, c.family, c.split FROM attempts a JOIN cases c USING (case_id)"
            " ORDER BY c.rowid, a.model, a.ablation, a.attempt").fetchall()
        return [_decode(row) for row in rows]

    # -- scores -----------------------------------------------------------------------------

    @staticmethod
    def _insert_score(db: sqlite3.Connection, key: AttemptKey, mode: str,
                      score: Mapping[str, Any]) -> None:
        columns = ("case_id", "model", "ablation", "attempt", "mode", *SCORE_COLUMNS,
                   "scored_at")
        values = (key.case_id, key.model, key.ablation, key.attempt, mode,
                  *(_encode(column, score.get(column)) for column in SCORE_COLUMNS), now())
        db.execute(f"INSERT OR REPLACE INTO scores ({', '.join(columns)})"
                   f" VALUES ({', '.join('?' for _ in columns)})", values)

    def record_score(self, key: AttemptKey, mode: str, score: Mapping[str, Any]) -> None:
        """Store (or replace) the score of an attempt in ``mode``."""
        with self._write() as db:
            self._insert_score(db, key, mode, score)

    def scored_attempts(self, mode: str) -> list[dict[str, Any]]:
        """Every attempt joined with its case and its score in ``mode`` (score columns are
        None where it has none yet)."""
        score_columns = ", ".join(f"s.{column}" for column in (*SCORE_COLUMNS, "scored_at"))
        rows = self._db.execute(
            f"SELECT a.*, c.family, c.split, {score_columns}"
            " FROM attempts a JOIN cases c USING (case_id)"
            " LEFT JOIN scores s ON s.case_id = a.case_id AND s.model = a.model"
            " AND s.ablation = a.ablation AND s.attempt = a.attempt AND s.mode = ?"
            " ORDER BY c.rowid, a.model, a.ablation, a.attempt", (mode,)).fetchall()
        return [_decode(row) for row in rows]

    def unscored(self, mode: str) -> list[AttemptKey]:
        """Attempts that are ``done`` but have no score in ``mode``."""
        rows = self._db.execute(
            "SELECT a.case_id, a.model, a.ablation, a.attempt FROM attempts a"
            " LEFT JOIN scores s ON s.case_id = a.case_id AND s.model = a.model"
            " AND s.ablation = a.ablation AND s.attempt = a.attempt AND s.mode = ?"
            " WHERE a.status = 'done' AND s.case_id IS NULL", (mode,)).fetchall()
        return [AttemptKey(*row) for row in rows]

    def done(self) -> list[AttemptKey]:
        """Every attempt whose solve ended."""
        rows = self._db.execute("SELECT case_id, model, ablation, attempt FROM attempts"
                                " WHERE status = 'done'").fetchall()
        return [AttemptKey(*row) for row in rows]

    def attempt(self, key: AttemptKey) -> dict[str, Any]:
        """One attempt's row.

        Raises:
            KeyError: No such attempt.
        """
        row = self._db.execute(
            "SELECT * FROM attempts WHERE case_id = ? AND model = ? AND ablation = ?"
            " AND attempt = ?", (key.case_id, key.model, key.ablation, key.attempt)).fetchone()
        if row is None:
            raise KeyError(key)
        return _decode(row)


def order_keys(keys: Sequence[AttemptKey], case_order: Sequence[str]) -> list[AttemptKey]:
    """Attempt 1 of everything first, then attempt 2, …; within one, in dataset order.

    Why: a run stopped early then still holds a complete pass@1 over the cases it reached.
    """
    position = {case_id: index for index, case_id in enumerate(case_order)}
    return sorted(keys, key=lambda k: (k.attempt, position.get(k.case_id, len(position)),
                                       k.model, k.ablation))
