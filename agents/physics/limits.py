"""The thresholds of the physics checks, each with the reason for its value.

Why in one place: these are the acceptance policy, not facts about OpenFOAM (those live in the
catalog). A reviewer who wants a stricter or looser acceptance changes them here, and the
planted-fault corpus and the tutorial false-alarm count (tests/physics) show what that costs.
"""

from __future__ import annotations

#: Initial residual a steady run must fall below when its case sets no residualControl: the
#: three-orders drop from O(1) that engineering practice calls converged for RANS.
STEADY_TOLERANCE = 1e-3
#: A transient run reached its endTime when its last time is within this fraction of a step.
END_TIME_STEP_FRACTION = 0.5
#: Net mass flux through all boundaries over the inflow flux, above which mass is not conserved
#: (issue 22: 1 %).
MASS_IMBALANCE = 0.01
#: Fraction of the total boundary flux a patch driven as an inflow may carry outwards before it
#: is called a reversed inflow (backflow noise on an inlet is far smaller).
REVERSED_INFLOW = 0.01
#: A total boundary flux below this fraction of the largest flux the case's speeds could carry
#: through its open boundaries (the reference speed times their area) is round-off: no flow
#: crosses them, and shares of that total (a wall's, the imbalance) measure only the digits.
#: Doubles leave sums of face fluxes at about 1e-14 of that bound; a real flow is far above.
ROUND_OFF_FLUX = 1e-9
#: Share of a patch's speed times area its velocity must carry across it (|sum U . Sf| over
#: sum |U| |Sf|) to drive flow through it, not along it (a lid's tangential velocity).
ACROSS_PATCH = 0.01
#: Over- and undershoot allowed to a phase fraction: MULES keeps alpha within [0, 1] to about
#: 1e-6, so 1 % is a bounded field with room for any bounded scheme.
PHASE_FRACTION_TOLERANCE = 0.01
#: Change of a VOF liquid's volume, as a fraction of it, that a closed case may show.
LIQUID_VOLUME_CHANGE = 0.01
#: Of the liquid held, what a VOF liquid balance with inflow may miss beyond its 1 % of the
#: liquid that crossed: fields and histories are written to 6 significant digits, and a
#: converged run balances to 4e-7 of the liquid (damBreak with a water inlet, 2026-11-28); a
#: hundred times the written precision keeps a case where almost nothing crosses from failing
#: on the digits.
LIQUID_ROUND_OFF = 1e-4
#: Largest speed over the largest boundary or initial speed where no body force drives the
#: flow and the mesh's narrowest passage allows no more: accelerations around bodies and
#: over steps stay within about 3x.
SPEED_FACTOR = 5.0
#: Over the speed a passage allows (the inflow's area over the narrowest section's, times the
#: fully developed profile's peak over its mean), what a sound run may still reach: a profile
#: still developing behind a contraction overshoots its developed peak, most in an impulsive
#: start (planarContraction, 4:1 and laminar, so 6x: 6.9x its inlet speed after 50 steps, 6.2x
#: once developed, 2026-11-29); a jet off a sharp edge contracts to about 0.61 of the section
#: at high Reynolds number (its plug profile then runs at 1.6x the section's mean, within
#: 1.5 x a turbulent 1.17-1.27); and a section measured on skewed cells is good to some per
#: cent. A straight channel keeps SPEED_FACTOR, so a tenfold inflow there still fails.
PASSAGE_MARGIN = 1.5
#: Courant number limit of a transient run with a fixed time step: PISO/PIMPLE's stability
#: limit for the implicit-explicit coupling of the pressure-velocity loop.
COURANT_LIMIT = 1.0
#: A fixed time step fails above COURANT_LIMIT times this: the installation's own hotRoom
#: tutorials run their 2 s step at 1.14 and 1.21 without harm, while a step too large for the
#: flow overshoots by more (the planted ones: 1.28 to 1180).
COURANT_TOLERANCE = 1.25
#: A run with adjustTimeStep may exceed its maxCo by this factor (the first step is taken at
#: the stated deltaT before the adjustment starts, and the step grows by at most 20 %).
ADJUSTED_COURANT_MARGIN = 1.5
#: Flow-through times an averaging window must span to give a stationary average.
AVERAGING_FLOW_THROUGHS = 1.0
#: Temperatures a fluid here can have, in K: below 50 K no fluid of the models is the gas or
#: liquid they describe (nitrogen boils at 77 K; a supersonic jet's expansion cools air to
#: about 100 K, LadenburgJet60psi's 101 K), which a temperature in degrees Celsius written as
#: kelvin lands below; above 6000 K gases dissociate beyond any thermophysical model here.
TEMPERATURE_RANGE_K = (50.0, 6000.0)
#: Molar mass above which a gas is written in non-dimensional units (kg/kmol): the heaviest
#: gases of engineering (refrigerants, SF6) stay below 400.
LARGEST_MOLAR_MASS = 1000.0
#: Turbulence intensity sqrt(2k/3)/U below which k carries no turbulence (0.1 %: below the
#: free-stream turbulence of the flows RANS models are calibrated on); bound() keeps an inert
#: k at about 1e-15 and round-off seeds it to about 1e-8.
INERT_INTENSITY = 1e-3
#: Eddy (or nuTilda) viscosity over the molecular one below which the model changes nothing.
INERT_VISCOSITY_RATIO = 1e-3
#: Largest change of a corrected unknown (solidEquilibriumDisplacementFoam's D, whose
#: correction's residual says nothing of convergence: ``foamcase.catalog.solvers``) between its
#: last two written times, over its largest magnitude there, for a settled run: the beamEndLoad
#: tutorial as shipped changes by 1.0 % over its last 1000 of 5000 iterations, and by 10 %
#: from 2000 to 3000 while still settling; a diverging run grows by orders of magnitude.
CORRECTED_SETTLED = 0.02
#: The last part of a steady run over which its requested outputs must be flat: the last fifth
#: of its iterations, where a converged solution changes by round-off only.
OUTPUT_WINDOW = 0.2
#: Change of a requested output over that window, as a fraction of its magnitude (or of its
#: excursion over the run, for an output near zero), above which it is still drifting: 1 %,
#: below the accuracy anyone quotes a force coefficient or a pressure drop to.
OUTPUT_FLATNESS = 0.01
#: Fewest samples in the window to judge a history by (an object writing at write times only
#: may have two).
OUTPUT_SAMPLES = 5
#: Heat entering through the boundaries against heat leaving, as a fraction of the larger, above
#: which a steady run's energy is not conserved: the wall gradients are computed on the host
#: from cell centres (exact on orthogonal hexahedra, close elsewhere), so 5 %, not the 1 % of
#: the mass balance, which reads the solver's own fluxes.
HEAT_IMBALANCE = 0.05
#: Fewest samples per period of a transient signal's dominant oscillation: its dominant
#: spectral peak must lie below an eighth of the sampling Nyquist frequency (a sixteenth of
#: the sampling frequency). At 16 samples a peak read from the samples is at most 2 % low
#: (1 - cos(pi/16)) and a period from zero crossings good to a few per cent; at 8 to 4
#: samples the peak is up to 8 to 30 % low, and a peak near Nyquist may be an alias.
SAMPLES_PER_PERIOD = 16.0
#: Fewest samples in the last half of a signal to judge its sampling by: two periods at the
#: limit above.
SAMPLING_MIN_SAMPLES = 32
#: Fluctuation of a signal, over its largest magnitude, below which it is flat: histories are
#: written to six significant digits, so ten times the last digit.
SIGNAL_PRECISION = 1e-5
