"""The template author: the offline, deterministic author, and a reported baseline.

Why: foam-agent must solve a prompt with no language model at all, and a benchmark needs a
baseline that shows what "copy the nearest tutorial and apply the stated numbers" achieves. It
plans from the top retrieved tutorial (or, with retrieval off, a tutorial looked up by the
solver name the prompt gives), writes it with every stated value applied by foamlib, and
reviews failures with one rule per error class. Every value it read and every edit it made is a
line in ``Draft.notes``.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping
from pathlib import Path, PurePosixPath

from foamlib import FoamFileDecodeError

from foam_agent.agents.audit.check import audit_case, unmet
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.authors.base import (
    AuthorReply,
    Draft,
    Plan,
    Reference,
    Review,
    ReviewRequest,
    WriteRequest,
)
from foam_agent.agents.authors.editors.boundaries import holds_no_stated_gas_state
from foam_agent.agents.authors.editors.boussinesq_state import in_stated_formulation
from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.authors.template.allrun import ALLRUN
from foam_agent.agents.authors.template.code_meshes import computes_mesh, with_literal_meshes
from foam_agent.agents.authors.template.compose import (
    application,
    compose,
    reapply,
    reference_files,
    requirements_for,
)
from foam_agent.agents.authors.template.errors import AuthorError
from foam_agent.agents.authors.template.fit import cost, fits
from foam_agent.agents.authors.template.memory import (
    complete,
    read_tutorial,
    recall,
    tutorial_cases,
)
from foam_agent.agents.authors.template.physics_base import base_lacks
from foam_agent.agents.authors.template.review import ReviewContext, error_class_of, repair
from foam_agent.agents.authors.template.run_numerics import numerics_of_files
from foam_agent.agents.geometry.apply import (
    apply_geometry,
    needs_generated_mesh,
    tutorial_holds_bodies,
    unsized_bodies,
)
from foam_agent.agents.geometry.import_mesh import (
    MeshImportError,
    import_mesh,
    requested_boundaries,
)
from foam_agent.agents.geometry.layout import LayoutError
from foam_agent.agents.runners.dictionary_scan import ScanContext, scan_case
from foam_agent.agents.spec.case_regions import unplaced_statements
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.foamcase.case.mesh_regions import REGION_PROPERTIES
from foam_agent.foamcase.catalog.solvers import solver as solver_row
from foam_agent.foamcase.catalog.viscosity_models import MODELS, viscosity_model
from foam_agent.foamcase.lazy_pattern import lazy_regex


def _names_the_tutorial(spec: CaseSpec, case: str) -> bool:
    """Whether the request names the tutorial case itself ("do a laminar offsetcylinder
    simulation"): its mesh already is the geometry asked for. A name that is only the shape
    the request describes ("flow past a circular cylinder", potentialFoam's ``cylinder``) is
    no name of a case."""
    plain = re.sub(r"[^a-z0-9]", "", spec.text.lower())
    name = re.sub(r"[^a-z0-9]", "", Path(case).name.lower())
    shapes = {word.lower() for body in (spec.geometry.obstacles if spec.geometry else ())
              for word in re.findall(r"[A-Za-z]+", body.phrase)}
    return len(name) >= MIN_NAMED_CASE and name in plain and name not in shapes


#: Case names shorter than this ("pipe") are too common to mean the tutorial when they occur.
MIN_NAMED_CASE = 6
#: Failures whose review keeps the followed tutorial when no rule fixes them: a result that ran
#: but is physically wrong, and a run the time limit stopped (another tutorial is another flow).
SAME_CASE_CLASSES = frozenset({"physics", "timeout"})
#: A named solver none of whose tutorials was retrieved has each of them composed and audited
#: when it has at most this many (chemFoam's mechanisms: the one holding the request's fuel
#: meets the mixture); a solver with more keeps the recalled one, a composition costing each.
MAX_TUTORIALS_FITTED = 8
#: A tutorial's mesh motion, tied to cell zones of its own mesh.
MOVING_MESH = "constant/dynamicMeshDict"
#: Files of a tutorial that tie it to its own mesh or add physics no plain flow asks for
#: (sources on cell zones, rotating frames, several phases).
QUIRK_FILES = (MOVING_MESH, "constant/fvOptions", "system/fvOptions", "constant/MRFProperties",
               "constant/phaseProperties", "system/topoSetDict")
#: Fluid models that are not a plain Newtonian fluid (viscoelastic, shear-thinning).
_SPECIAL_FLUID = lazy_regex(r"\b(?:Maxwell|Giesekus|PTT|CrossPowerLaw|BirdCarreau|"
                            r"HerschelBulkley|powerLaw|Casson)\b")
#: The plain single-phase tutorials a body in a channel takes its physics from when retrieval
#: offers nothing plainer, by steady or transient: the turbulence switch makes them laminar or
#: gives them the model asked, and the generated mesh replaces their step.
PHYSICS_BASES = {"steady": "incompressible/simpleFoam/pitzDaily",
                 "transient": "incompressible/pimpleFoam/RAS/pitzDaily"}


def quirks(reference: Reference, law: str | None = None,
           stated: Collection[str] = ()) -> int:
    """How many things tie ``reference`` to its own mesh or to physics beyond a plain fluid.

    Why: for a generated geometry only the physics of the followed tutorial is kept; a
    viscoelastic channel or an AMI mixer runs the same audit as a plain case, yet brings a
    fluid model or zones nobody asked for (a cylinder at Re = 100 followed a Maxwell fluid).
    A fluid model of the kind the request's own law is (``law``, its model) is asked for, not
    a quirk: the law is written over it (a Cross fluid past a cylinder followed pitzDaily
    instead of the non-Newtonian cylinder, whose Cross model counted against it). So is a
    file holding an entry the request states (``stated``: a bulk velocity's ``Ubar`` in a
    channel's momentum source): a periodic channel driven at a stated bulk velocity lost to
    a plain inlet case that holds the speed only at its inlet.
    """
    constant = " ".join(text for path, text in reference.files.items()
                        if path.startswith("constant/"))
    row = viscosity_model(law) if law is not None else None
    asked = {model.name for model in MODELS if row is not None and model.laminar == row.laminar}
    held = re.compile(r"(?<![\w.])(?:" + "|".join(map(re.escape, stated)) + r")(?![\w.])") \
        if stated else None
    return (sum(path in reference.files and not (held and held.search(reference.files[path]))
                for path in QUIRK_FILES)
            + sum(name not in asked for name in _SPECIAL_FLUID.findall(constant)))


#: The whole case composed from a reference: files, run-record notes, files to delete.
Composed = tuple[dict[str, str], list[str], list[str]]
#: What a composition depends on: the reference case, the request's words, the requirements
#: (a corrected spec has the same words but other values) and the dialect.
CompositionKey = tuple[str, str, str, str]
#: Compositions kept per author; a solve follows at most top_k references plus recalled ones.
MAX_CACHED_COMPOSITIONS = 32


def _how_found(reference: Reference, retrieved: list[Reference]) -> str:
    """Retrieved with its score, or taken as the plain physics base of a generated geometry."""
    if any(item.case == reference.case for item in retrieved):
        return f"retrieved, score {reference.score:.3f}"
    return "the plain physics tutorial for a generated geometry, fewer quirks than retrieved"


def _followed(fits: list[tuple[Composed, int]], request: ReviewRequest) -> int:
    """The index of the candidate (ranked best first) the case as run follows: the one whose
    composition shares the most files, unchanged, with it; ties go to the better ranked."""
    shared = [sum(request.files.get(name) == text for name, text in composed[0].items())
              for composed, _ in fits]
    return max(range(len(fits)), key=lambda index: (shared[index], -index))


def _named_among(ranked: list[Reference], fits: list[tuple[Composed, int]],
                 request: ReviewRequest) -> str | None:
    """The tutorial among ``ranked`` (composed as ``fits``) the case as run follows, when the
    request names it; else None.

    Why: :meth:`TemplateAuthor._best_fit` follows a named tutorial whatever it leaves unmet
    (the user's choice); a review that counted the same unmet rows and moved the case to
    another tutorial would undo that choice (a named VOF disc case left for a generated
    channel whose obstacle "met" a misread geometry row)."""
    if not ranked:
        return None
    followed = ranked[_followed(fits, request)]
    named = followed.named or _names_the_tutorial(request.spec, followed.case)
    return followed.case if named else None


def _solver_of(reference: Reference) -> str:
    return application(reference.files) or reference.solver


def _carries_velocity(files: Mapping[str, str]) -> bool:
    """Whether the case holds a velocity field (``0/U``, ``0.orig/U``): scalarTransportFoam
    computes no flow but carries its scalar on one, so a channel layout still fits it."""
    return any(PurePosixPath(name).name == "U" and PurePosixPath(name).parent.name in
               ("0", "0.orig") for name in files)


def _composition_key(reference: Reference, request: WriteRequest | ReviewRequest
                     ) -> CompositionKey:
    return reference.case, request.spec.text, repr(request.spec.stated), request.dialect


class TemplateAuthor:
    """Writes cases from tutorials and the prompt's stated values; fixes them by rule.

    Args:
        tutorials_dir: The installation's tutorials. Needed only with retrieval off, to look a
            tutorial up by the solver (and case) name the prompt gives.
    """

    name = "template"

    def __init__(self, tutorials_dir: str | Path | None = None,
                 mesh: str | Path | None = None) -> None:
        self.tutorials_dir = Path(tutorials_dir) if tutorials_dir is not None else None
        self.mesh = Path(mesh) if mesh is not None else None
        self._compositions: dict[CompositionKey, Composed] = {}
        self._audits: dict[CompositionKey, tuple[AuditRow, ...]] = {}
        self._refusals: dict[CompositionKey, bool] = {}
        self._wrong_gas: dict[CompositionKey, bool] = {}

    # -- choosing the reference -----------------------------------------------------------

    def _readable_roots(self) -> dict[str, str | None]:
        return {"FOAM_TUTORIALS": str(self.tutorials_dir) if self.tutorials_dir else None}

    def _recall(self, solver: str, prompt: str) -> tuple[Reference, str] | None:
        if self.tutorials_dir is None:
            return None
        found = recall(self.tutorials_dir, solver, prompt)
        if found is None:
            return None
        return found.reference, (f"reference: {found.reference.case}, looked up by name under "
                                 f"{self.tutorials_dir} ({found.reason})")

    def _choose(self, request: WriteRequest) -> tuple[Reference, str]:
        """The tutorial to follow and one line saying how it was chosen."""
        stated = request.spec.stated.solver
        named = stated.value if stated else None
        allowed = request.spec.regime.solver_choices or ((named,) if named else ())
        if request.references:
            ranked = sorted(request.references, key=lambda item: -item.score)
            if named:
                runs_named = [reference for reference in ranked
                              if _solver_of(reference) in allowed]
                if not runs_named and needs_generated_mesh(request.spec.geometry):
                    # A generated geometry's plain physics base runs the named solver where
                    # retrieval found none: it beats a tutorial recalled by name alone.
                    runs_named = self._physics_bases(ranked, request)
                if runs_named:
                    reference, missed = self._best_fit(runs_named, request)
                    asked = (named if len(allowed) == 1 else
                             f"{_solver_of(reference)}, one of the solvers "
                             f"{request.spec.regime.solver_stated or named} names here")
                    return reference, (f"reference: {reference.case} "
                                       f"({_how_found(reference, ranked)}, runs {asked} as the "
                                       f"prompt asks; {missed} stated values it does not hold)")
                recalled = self._recall(named, request.prompt)
                if recalled is not None:
                    fitted = self._fitted_instead(recalled[0], named, request)
                    if fitted is not None:
                        return fitted
                    return recalled[0], (f"{recalled[1]}; no retrieved tutorial runs {named}")
            if named is None:
                best, missed = self._best_fit(ranked, request)
                return best, (f"reference: {best.case} ({_how_found(best, ranked)}; "
                              f"{missed} stated values it does not hold, the fewest of the "
                              f"{len(ranked)} retrieved and the plain physics bases)")
            top = ranked[0]
            return top, (f"reference: {top.case} (top retrieved, score {top.score:.3f}); the "
                         f"prompt names {named}, which no reference runs, so the case keeps "
                         f"{_solver_of(top)}")
        if self.tutorials_dir is None:
            raise AuthorError(
                "the template author needs retrieval (RAG on) or a tutorials_dir to look up the "
                "tutorial of the solver the prompt names")
        if named is None:
            raise AuthorError(
                "with retrieval off the template author needs the prompt to name a solver of "
                "the installation (e.g. icoFoam, simpleFoam, rhoCentralFoam); it names none")
        recalled = self._recall(named, request.prompt)
        if recalled is None:
            raise AuthorError(f"no tutorial of {named} under {self.tutorials_dir}; enable "
                              "retrieval or name another solver")
        reference, how = recalled
        return reference, f"{how}; retrieval is off"

    def _fitted_instead(self, recalled: Reference, solver: str, request: WriteRequest
                        ) -> tuple[Reference, str] | None:
        """Another tutorial of ``solver`` that leaves fewer requirements unmet than the one
        recalled by name, when the solver has few (the recalled one first, so it wins ties);
        None when the recalled one fits best or the solver has too many to compose each.

        Why: a request naming no tutorial recalls the solver's plainest case, but chemFoam's
        tutorials differ by their chemistry: n-heptane burns only in nc7h16's mechanism, and
        the audit's rows of the mixture say which case can hold it.
        """
        if self.tutorials_dir is None:
            return None
        cases = [case for case in tutorial_cases(self.tutorials_dir, solver)
                 if case != recalled.case]
        if not cases or len(cases) >= MAX_TUTORIALS_FITTED:
            return None
        candidates = [recalled, *(read_tutorial(self.tutorials_dir, case) for case in cases)]
        best, missed = self._best_fit(candidates, request)
        if best.case == recalled.case:
            return None
        return best, (f"reference: {best.case}, a tutorial of {solver} (none retrieved): it "
                      f"does not hold {missed} stated values, the fewest of its "
                      f"{len(candidates)} tutorials ({recalled.case} recalled by name)")

    def _best_fit(self, candidates: list[Reference], request: WriteRequest
                  ) -> tuple[Reference, int]:
        """The candidate that has the physics the request names and whose composed case holds
        the most of its stated values (:mod:`.fit`), with the number it does not hold; a
        candidate retrieval ranked behind pays its margin (:func:`.fit.cost`), and ties keep
        the retrieval order.

        Why: near-equal retrieval scores can rank a variant above the plain tutorial (the
        cavity of ``createZeroDirectory`` has no ``0/U`` for a stated lid speed), or a
        compressible cavity above the incompressible one for a liquid given by mu and rho.
        Composing and auditing each candidate is the one test that answers "can this case say
        what the user said". For a generated geometry, a tutorial that moves its mesh (zones the
        new mesh lacks) comes after one that does not.

        A tutorial the request names (:attr:`Reference.named`) is the user's choice and comes
        before every other, whatever it leaves unmet: "the reverseBurner tutorial" followed
        snappyMultiRegionHeater and "the turbulentFlatPlate tutorial" rotorDisk, each leaving
        a row fewer unmet, and cavityClipped lost to cavity by its own outline.
        """
        # A tutorial the request names keeps its own mesh: no generated geometry to protect.
        generated = needs_generated_mesh(request.spec.geometry) and not any(
            candidate.named or _names_the_tutorial(request.spec, candidate.case)
            for candidate in candidates)
        if generated:
            candidates = [*candidates, *self._physics_bases(candidates, request)]
        law = request.spec.stated.viscosity_law
        asked = law.value.model if law is not None else None
        stated = {item.name for item in request.spec.stated.properties}
        readable = self._readable(candidates, request)
        judged = fits([rows for _, rows in readable], request.spec,
                      [solver_row(_solver_of(candidate)) for candidate, _ in readable],
                      [self._unplaced(candidate, request) for candidate, _ in readable])
        # Retrieval's margin is evidence for a case the writer can fill: a tutorial whose
        # Allrun makes its initial fields composes into none to hold a value, and sets no bar.
        retrieved = {reference.case for reference in request.references}
        best_score = max((candidate.score for candidate, _ in readable
                          if candidate.case in retrieved
                          and self._has_initial_fields(candidate, request)), default=0.0)
        ranked = sorted(((not self._chosen(candidate, request),
                          cost(fit, best_score - candidate.score
                               if candidate.case in retrieved else 0.0),
                          fit.unheld, fit.unmet_rows,
                          quirks(candidate, asked, stated) if generated else 0, rank,
                          candidate)
                         for rank, ((candidate, _), fit) in enumerate(
                             zip(readable, judged, strict=True))),
                        key=lambda item: item[:6])
        return self._first_runnable([(item[6], item[2]) for item in ranked], request)

    def _unplaced(self, candidate: Reference, request: WriteRequest) -> frozenset[str]:
        """The stated values the composed case's regions could hold but the words place in
        none of them (:func:`unplaced_statements`); none for a case of one region."""
        files = self._composed(candidate, request)[0]
        if REGION_PROPERTIES not in files:
            return frozenset()
        with workspace(files) as root:
            return unplaced_statements(request.spec, root)

    def _chosen(self, candidate: Reference, request: WriteRequest) -> bool:
        """Whether ``candidate`` is the tutorial the request names and its composed case has
        initial fields to write the stated values into.

        Why the fields: turbulentFlatPlate keeps one ``0.<model>`` folder per turbulence model
        and makes ``0/`` in its Allrun; composed, it has no ``0/U`` for a stated speed, and
        following it by name would leave every field value unwritten.
        """
        return candidate.named and self._has_initial_fields(candidate, request)

    def _has_initial_fields(self, candidate: Reference, request: WriteRequest) -> bool:
        """Whether the case composed from ``candidate`` has initial fields (``0/``) to write
        the stated values into."""
        return any(path.startswith("0/") for path in self._composed(candidate, request)[0])

    def _readable(self, candidates: list[Reference], request: WriteRequest
                  ) -> list[tuple[Reference, tuple[AuditRow, ...]]]:
        """The candidates whose files the dictionary parser reads through composition, each
        with the audit of its composed case.

        Why: an installed tutorial may hold what no parser of the format reads (a controlDict
        of lumpedPointMotion/building/steady expands ``${_${FOAM_EXECUTABLE}}``); one such
        candidate among the retrieved must not end the whole request, only its own chance of
        being followed. When none is readable, the request fails with the parser's reason.
        """
        readable: list[tuple[Reference, tuple[AuditRow, ...]]] = []
        reasons: list[str] = []
        for candidate in candidates:
            try:
                readable.append((candidate, self._audit(candidate, request)))
            except FoamFileDecodeError as error:
                reasons.append(f"{candidate.case}: {str(error).splitlines()[0]}")
        if not readable:
            raise AuthorError("no candidate tutorial could be read: " + "; ".join(reasons))
        return readable

    def _first_runnable(self, fits: list[tuple[Reference, int]], request: WriteRequest
                        ) -> tuple[Reference, int]:
        """The first of ``fits`` (candidates with their unmet counts, best first) that the
        runner would not refuse and whose gas holds the stated state; failing that, one the
        runner runs, then one whose gas holds the state, then the first.

        Why in order rather than for all: each question writes the composed case out and scans
        it, and the best fit nearly always passes both, so only it is asked (the choice is the
        same as ranking every candidate by the two answers first).
        """
        runnable: list[tuple[Reference, int]] = []
        for reference, missed in fits:
            if not self._refused(reference, request):
                if not self._holds_no_gas_state(reference, request):
                    return reference, missed
                runnable.append((reference, missed))
        if runnable:
            return runnable[0]
        holding = [(reference, missed) for reference, missed in fits
                   if not self._holds_no_gas_state(reference, request)]
        return (holding or fits)[0]

    def _physics_bases(self, candidates: list[Reference], request: WriteRequest
                       ) -> list[Reference]:
        """The plain physics tutorial for a body in a channel or a plain channel
        (:data:`PHYSICS_BASES`), when the request asks for a single-phase, inert,
        incompressible flow of that solver family, retrieval did not already offer it and it
        lacks nothing the request asks that no edit gives (:func:`.physics_base.base_lacks`).
        Retrieval ranks by words: "cylinder" finds the potential-flow, liquid-film and spray
        cylinders before any plain viscous flow, and "water through a channel" a sloshing tank."""
        regime = request.spec.regime
        geometry = request.spec.geometry
        if (self.tutorials_dir is None or geometry is None
                or (not geometry.obstacles
                    and geometry.kind not in ("airfoil", "channel", "flat_plate"))
                or regime.compressible or regime.reacting or regime.buoyant
                or (regime.phases or 1) > 1):
            return []
        case = PHYSICS_BASES["steady" if regime.time == "steady" else "transient"]
        stated = request.spec.stated.solver
        if (any(candidate.case == case for candidate in candidates)
                or (stated is not None and Path(case).parts[1] != stated.value)
                or not (Path(self.tutorials_dir) / case).is_dir()
                or base_lacks(Path(self.tutorials_dir), case, request.prompt,
                              regime.turbulence)):
            return []
        return [read_tutorial(Path(self.tutorials_dir), case, score=0.0)]

    def _planned(self, request: WriteRequest, plan: Plan) -> tuple[Reference, str]:
        """The reference the plan names: retrieved, chosen again (the choice is deterministic),
        or read from the tutorials when the plan came from elsewhere."""
        for reference in request.references:
            if reference.case == plan.reference_case:
                return reference, (f"reference: {reference.case} (retrieved, score "
                                   f"{reference.score:.3f})")
        chosen = self._choose(request)
        if plan.reference_case in (None, chosen[0].case) or self.tutorials_dir is None or \
                not (self.tutorials_dir / plan.reference_case).is_dir():
            return chosen
        return (read_tutorial(self.tutorials_dir, plan.reference_case),
                f"reference: {plan.reference_case}, read from {self.tutorials_dir} as planned")

    def _review_reference(self, request: ReviewRequest) -> Reference | None:
        solver = application(request.files)
        if request.references:
            ranked = sorted(request.references, key=lambda item: -item.score)
            chosen = next((item for item in ranked if _solver_of(item) == solver), ranked[0])
            completed = complete(chosen, self.tutorials_dir)[0]
            return in_stated_formulation(completed, request.spec.regime.solver_stated)[0]
        if solver is None:
            return None
        recalled = self._recall(solver, request.prompt)
        return recalled[0] if recalled else None

    def _context(self, request: ReviewRequest) -> ReviewContext:
        reference = self._review_reference(request)
        return ReviewContext(
            reference=reference,
            requirements=requirements_for(
                request.spec, request.files,
                baseline=reference_files(reference) if reference is not None else None),
            baseline=self._composed(reference, request)[0] if reference is not None else None,
        )

    # -- the Author protocol --------------------------------------------------------------

    def plan(self, request: WriteRequest) -> AuthorReply[Plan]:
        """Follow the top reference (or the tutorial the prompt names, with retrieval off)."""
        reference, _ = self._choose(request)
        files = sorted({*reference_files(reference), ALLRUN})
        return AuthorReply(value=Plan(case_name=Path(reference.case).name,
                                      solver=_solver_of(reference),
                                      reference_case=reference.case, files=files))

    def write(self, request: WriteRequest, plan: Plan) -> AuthorReply[Draft]:
        """The reference's files with every stated value applied, and an Allrun; a geometry
        no tutorial has replaces the reference's mesh."""
        reference, how = self._planned(request, plan)
        files, notes, deletions = self._composed(reference, request)
        return AuthorReply(value=Draft(files=files, notes=[how, *notes], deletions=deletions))

    def _composed(self, reference: Reference, request: WriteRequest | ReviewRequest
                  ) -> Composed:
        """The whole case from ``reference`` (see ``_compose``), composed once per request.

        Why a cache: choosing the tutorial composes and audits every retrieved candidate, the
        write then needs the chosen one, and each review needs the baseline and the other
        candidates again. Composition is deterministic for a reference and a spec, so each
        is done once. A review reuses the write's composition (made with the installation's
        solver list, which a review request does not carry); callers get copies to edit.
        """
        key = _composition_key(reference, request)
        if key not in self._compositions:
            if len(self._compositions) >= MAX_CACHED_COMPOSITIONS:
                self._compositions.clear()
                self._audits.clear()
                self._refusals.clear()
                self._wrong_gas.clear()
            self._compositions[key] = self._compose(reference, request)
        files, notes, deletions = self._compositions[key]
        return dict(files), list(notes), list(deletions)

    def _fit(self, reference: Reference, request: WriteRequest | ReviewRequest
             ) -> tuple[Composed, int]:
        """The composed case from ``reference`` and how many requirements it leaves unmet
        (the audit of each candidate, done once per request like its composition)."""
        rows = self._audit(reference, request)
        return self._composed(reference, request), sum(not row.met for row in rows)

    def _audit(self, reference: Reference, request: WriteRequest | ReviewRequest
               ) -> tuple[AuditRow, ...]:
        """The audit of the case composed from ``reference``, done once per request like its
        composition."""
        key = _composition_key(reference, request)
        if key not in self._audits:
            with workspace(self._composed(reference, request)[0]) as root:
                self._audits[key] = tuple(audit_case(request.spec, root,
                                                     baseline=reference_files(reference)))
        return self._audits[key]

    def _refused(self, reference: Reference, request: WriteRequest | ReviewRequest) -> bool:
        """Whether the runner's dictionary scan would refuse the case composed from
        ``reference`` before it runs (``#codeStream`` in periodicHill's and bump2D's
        blockMeshDict): such a case meets nothing, so it ranks after every case that can run.

        Why: "drag on a 10 cm sphere ... steady RANS" followed periodicHill/steadyState, was
        refused three times (its reviewer then moved to bump2D, refused as well) and failed,
        although the runnable tutorials were ranked next.
        """
        key = _composition_key(reference, request)
        if key not in self._refusals:
            with workspace(self._composed(reference, request)[0]) as root:
                self._refusals[key] = scan_case(root, ScanContext()) is not None
        return self._refusals[key]

    def _holds_no_gas_state(self, reference: Reference,
                            request: WriteRequest | ReviewRequest) -> bool:
        """Whether the case composed from ``reference`` has a gas that cannot hold the stated
        temperature or pressure (:func:`holds_no_stated_gas_state`).

        Why before the unmet count: FoamBench's wedge_SA ("inlet temperature is 1 K ... 1 Pa",
        SpalartAllmaras) left one row unmet on LadenburgJet60psi's real air (the 1 K refused)
        and two on the normalised wedge15Ma5 (its laminar model), so the air case was chosen
        and blew up at its first step at 1 Pa.
        """
        key = _composition_key(reference, request)
        if key not in self._wrong_gas:
            with workspace(self._composed(reference, request)[0]) as root:
                self._wrong_gas[key] = holds_no_stated_gas_state(root, request.spec.stated)
        return self._wrong_gas[key]

    def _compose(self, reference: Reference, request: WriteRequest | ReviewRequest
                 ) -> Composed:
        """The whole case from ``reference``: its complete files with the spec applied, and
        the request's generated geometry in place of the tutorial's mesh."""
        reference, copied = complete(reference, self.tutorials_dir)
        reference, literal = with_literal_meshes(reference)
        # The tutorial as the named solver formulates its flow (buoyantFoam's Boussinesq fluid).
        reference, rewritten = in_stated_formulation(reference,
                                                     request.spec.regime.solver_stated)
        solvers = request.solvers if isinstance(request, WriteRequest) else []
        written = compose(reference, request.spec, applications=solvers,
                          readable_roots=self._readable_roots())
        files, notes = dict(written.files), [*written.notes, *copied, *literal, *rewritten]
        geometry = request.spec.geometry
        if self.mesh is not None:
            return self._with_user_mesh(files, notes, request.spec)
        if geometry is None or not needs_generated_mesh(geometry):
            return files, notes, []
        if _names_the_tutorial(request.spec, reference.case):
            return files, [*notes, f"geometry: kept {reference.case}'s own mesh, the case the "
                                   "request names"], []
        if unsized_bodies(geometry) and tutorial_holds_bodies(files, geometry):
            return files, [*notes, f"geometry: kept {reference.case}'s own mesh: it already "
                                   f"holds the bodies inside its domain, and the request "
                                   f"states no size or place for them or the channel "
                                   f"('{geometry.describe()}')"], []
        if unsized_bodies(geometry) and computes_mesh(files):
            return files, [*notes, f"not applied: geometry '{geometry.describe()}': "
                                   f"{reference.case} computes its mesh with code the runner "
                                   "does not run, and the request states no size for a "
                                   "layout to stand in: the tutorial's mesh is kept (its run "
                                   "is refused) rather than the request's values moved to a "
                                   "layout of default sizes"], []
        carried = solver_row(_solver_of(reference))
        if carried is not None and not carried.flow and not _carries_velocity(files):
            # A generated layout is a flow's (bodies in a channel, a step, an airfoil): a
            # solid's stress or a field with no velocity to carry it has no channel to lay
            # out, and "a plate with a circular hole" is the plate's own outline, not a body
            # in a flow. Its stated sizes are audited against this mesh, so none passes unmet.
            return files, [*notes, f"geometry: kept {reference.case}'s own mesh: "
                                   f"{carried.name} computes no flow and the case has no "
                                   f"velocity, so no channel layout applies "
                                   f"('{geometry.describe()}')"], []
        if (geometry.kind == "channel" and not geometry.obstacles
                and reference.case not in PHYSICS_BASES.values()):
            # A channel tutorial's own mesh (cyclic sides, graded walls) is edited, not replaced.
            return files, notes, []
        try:
            # The physics base's step is no plain channel's shape, whatever its extents.
            applied = apply_geometry(files, geometry, dialect=request.dialect,
                                     keep_tutorial_mesh=not (
                                         geometry.kind == "channel"
                                         and reference.case in PHYSICS_BASES.values()))
        except LayoutError as error:
            return files, [*notes, f"not applied: geometry '{geometry.describe()}': {error}"], []
        for name in applied.deletions:
            files.pop(name, None)
        files.update(applied.files)
        # Conditions stated for the new patches (the obstacle's) had no patch to go to before.
        again, reapplied = reapply(files, requirements_for(request.spec, files), only=files)
        files.update(again)
        # The time step and write times chosen for the tutorial's mesh, chosen again for this one.
        numerics, decided = numerics_of_files(files, reference_files(reference),
                                              written.requirements, own_mesh=False)
        files.update(numerics)
        return files, [*notes, *applied.notes, *reapplied, *decided], list(applied.deletions)

    def _with_user_mesh(self, files: dict[str, str], notes: list[str], spec: CaseSpec
                        ) -> tuple[dict[str, str], list[str], list[str]]:
        """The user's mesh (``solve --mesh``) in place of the tutorial's, its patches matched
        to the boundaries the request names."""
        assert self.mesh is not None
        two_d = spec.geometry is None or spec.geometry.two_d is not False
        try:
            imported = import_mesh(self.mesh, files, requested=requested_boundaries(spec),
                                   two_d=two_d)
        except MeshImportError as error:
            raise AuthorError(f"--mesh {self.mesh}: {error}") from error
        for name in imported.deletions:
            files.pop(name, None)
        files.update(imported.files)
        return files, [*notes, *imported.notes], list(imported.deletions)

    def review(self, request: ReviewRequest) -> AuthorReply[Review]:
        """Classify the failure and name the fix its rule makes (computed, not guessed); for a
        run that did not do all that was asked, follow the tutorial that meets more of it."""
        if request.run.ok and (not any(row.failed for row in request.physics)
                               or any(not row.met for row in request.audit)):
            return AuthorReply(value=self._review_unmet(request))
        error_class = error_class_of(request)
        fix = repair(request, error_class, self._context(request))
        instructions = "; ".join(fix.notes) or f"no rule-based fix for {error_class}"
        changes = sorted([*fix.files, *fix.deletions])
        # Another tutorial is no fix for a result that ran but is physically wrong, nor for a
        # run the time limit stopped (the case costs more than the limit, another flow would
        # be no answer): the solve ends failed with the rule's reason.
        if not changes and error_class not in SAME_CASE_CLASSES \
                and (following := self._next_reference(request)) is not None:
            files, _, case = following
            changes = sorted({*files, *set(request.files) - set(files)})
            instructions = (f"{instructions}; follow {case} instead, the next retrieved "
                            "tutorial that meets as much of the request")
        return AuthorReply(value=Review(error_class=error_class, files_to_change=changes,
                                        instructions=instructions))

    def rewrite(self, request: ReviewRequest, review: Review) -> AuthorReply[Draft]:
        """Apply the rule of the review's error class; return only the files it changes."""
        if review.error_class == "unmet_requirements":
            return AuthorReply(value=self._switch(request))
        fix = repair(request, review.error_class, self._context(request))
        notes = [f"fix for {review.error_class}: {note}" for note in fix.notes]
        if not fix.files and not fix.deletions and review.error_class not in SAME_CASE_CLASSES \
                and (following := self._next_reference(request)) is not None:
            files, composed_notes, case = following
            return AuthorReply(value=Draft(
                files=files, deletions=sorted(set(request.files) - set(files)),
                notes=[*notes, f"fix for {review.error_class}: no rule knows this failure, so "
                               f"now following {case}, the next retrieved tutorial",
                       *composed_notes]))
        return AuthorReply(value=Draft(files=fix.files, notes=notes, deletions=fix.deletions))

    def _next_reference(self, request: ReviewRequest
                        ) -> tuple[dict[str, str], list[str], str] | None:
        """The composed case of the retrieved tutorial ranked after the one the case follows,
        of its solver, that leaves no more requirements unmet, for a failure no rule can fix.

        Why: a tutorial can fail here for reasons of its own (a file it reads that this
        installation does not ship); the next tutorial of the same solver is the
        user's request on a case that may run. Only later ranks are tried, so two failing
        tutorials never alternate. The followed one is the candidate whose composition shares
        the most files, unchanged, with the case as run.
        """
        ranked = sorted(request.references, key=lambda item: -item.score)
        if len(ranked) < 2:
            return None
        fits = [self._fit(candidate, request) for candidate in ranked]
        current = _followed(fits, request)
        solver = _solver_of(ranked[current])
        for index in range(current + 1, len(ranked)):
            (files, notes, _), missed = fits[index]
            if _solver_of(ranked[index]) == solver and missed <= fits[current][1] \
                    and not self._refused(ranked[index], request) \
                    and not self._holds_no_gas_state(ranked[index], request):
                return files, notes, ranked[index].case
        return None

    # -- unmet requirements ---------------------------------------------------------------

    def _unmet_count(self, files: dict[str, str], spec: CaseSpec,
                     baseline: dict[str, str] | None) -> int:
        with workspace(files) as root:
            return len(unmet(audit_case(spec, root, baseline=baseline)))

    def _better_reference(self, request: ReviewRequest
                          ) -> tuple[dict[str, str], list[str], str, int] | None:
        """The retrieved tutorial of the same solver whose composed case leaves the fewest
        requirements unmet, if it leaves fewer than the case as it is (another solver would
        trade a met requirement for a run that may fail), and whose gas can hold the stated
        state (a real gas "fits better" than a normalised one only by refusing 1 K)."""
        ranked, fits = self._same_solver_fits(request)
        if _named_among(ranked, fits, request) is not None:
            return None
        # The audit of the case as run, against the tutorial it followed (made by the graph).
        current = (len(unmet(request.audit)) if request.audit
                   else self._unmet_count(request.files, request.spec, None))
        if ranked:
            # A run can leave more unmet than its case did before it (setFields rewrites the
            # initial fields the audit reads); each candidate is counted before its run, so
            # the followed tutorial's own count before the run is the bar too. Else the case
            # "switches" to the tutorial it follows, reruns unchanged and loops to the limit.
            current = min(current, fits[_followed(fits, request)][1])
        best: tuple[dict[str, str], list[str], str, int] | None = None
        for candidate, ((files, notes, _), missed) in zip(ranked, fits, strict=True):
            if self._refused(candidate, request) or self._holds_no_gas_state(candidate, request):
                continue
            if missed < current and (best is None or missed < best[3]):
                best = (files, notes, candidate.case, missed)
        return best

    def _same_solver_fits(self, request: ReviewRequest
                          ) -> tuple[list[Reference], list[tuple[Composed, int]]]:
        """The retrieved tutorials of the case's solver, best ranked first, each composed for
        the request with the number of requirements it leaves unmet."""
        solver = request.spec.regime.solver or application(request.files)
        ranked = [candidate for candidate in sorted(request.references,
                                                    key=lambda item: -item.score)
                  if _solver_of(candidate) == solver]
        return ranked, [self._fit(candidate, request) for candidate in ranked]

    def _review_unmet(self, request: ReviewRequest) -> Review:
        missed = [row.requirement for row in request.audit if not row.met]
        named = _named_among(*self._same_solver_fits(request), request)
        if named is not None:
            return Review(error_class="unmet_requirements", files_to_change=[],
                          instructions=("no rule-based fix for the unmet requirements ("
                                        + "; ".join(missed) + f"): the case follows {named}, "
                                        "the tutorial the request names, whatever it leaves "
                                        "unmet"))
        better = self._better_reference(request)
        if better is None:
            return Review(error_class="unmet_requirements", files_to_change=[],
                          instructions=("no rule-based fix for the unmet requirements ("
                                        + "; ".join(missed) + "): no retrieved tutorial "
                                        "meets more of them"))
        files, _, case, left = better
        return Review(error_class="unmet_requirements", files_to_change=sorted(files),
                      instructions=(f"follow {case} instead: it leaves {left} requirement(s) "
                                    f"unmet, the case as run leaves {len(missed)}"))

    def _switch(self, request: ReviewRequest) -> Draft:
        better = self._better_reference(request)
        if better is None:
            return Draft(files={}, notes=["no tutorial meets more of the requirements"])
        files, notes, case, left = better
        deletions = sorted(set(request.files) - set(files))
        return Draft(files=files, deletions=deletions,
                     notes=[f"fix for unmet requirements: now following {case} "
                            f"({left} left unmet)", *notes])
