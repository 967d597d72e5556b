"""The languages a request may be written in: one row each (``Language``), with every word of
it the reader knows (function words, physics stems, numbers' and courtesies' words, nouns of no
physics, and its words in English), so adding a language is adding a row.

Why data and not a translator: the readers read English, and a request in another language
says the same few things (a fluid, its inlet speed, a wall's temperature, how long to run, how
often to save) with a closed vocabulary of perhaps three hundred words per language. Written
here once as a table, every reader gains those requests at once; a word missing from the table
leaves its clause unread, and an unread clause is answered ``unmet``
(``foam_agent.agents.spec.translation``), so the table errs only towards saying less.

How the lexicons are written: each entry is a line ``foreign words = English words``; the
longest entry that matches wins, so "vitesse d'entrée = inlet velocity" puts the adjective where
English does before "entrée = inlet" is tried. An empty right-hand side is a word that says
nothing a case needs (greetings, "please", "I would like"). Elided articles are written with
their apostrophe as words of their own ("l'", "d'", "dall'"). Words English shares (laminar,
Boussinesq) need no entry unless they are lowercase common words of that language.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


def _words(text: str) -> list[str]:
    """The words of ``text``, split at white space."""
    return text.split()


def _table(lines: str) -> dict[str, str]:
    """The entries of ``lines`` (``foreign = english``, separated by ``;`` or lines)."""
    entries: dict[str, str] = {}
    for line in lines.splitlines():
        for entry in line.split("#", 1)[0].split(";"):
            if entry.strip():
                foreign, english = entry.split("=", 1)
                entries[foreign.strip().lower()] = english.strip()
    return entries


_FRENCH = _table("""
faites = run ; faire = run ; effectuez = run ; itération = iteration ; itérations = iterations
modèle = model ; modèle de turbulence = turbulence model ; turbulence = turbulence
intensité = intensity ; nombre = number ; nombre de reynolds = Reynolds number
uniforme = uniform ; axe = axis ; direction = direction ; chaud = hot ; chaude = hot
froid = cold ; froide = cold ; solveur = solver ; schéma = scheme ; gauche = left
droite = right ; avant = front ; arrière = back ; tourne à = rotates at ; tours par minute = rpm
haute = high ; haut {n} = {n} high ; longue de = long ; long de = long ; simulez = simulate
lancez = run ; sauvegardez = write ; enregistrez = write ; écrivez = write ; mettez = set
fixez = set ; imposez = set ; imposé = fixed ; imposée = fixed ; sauvegardes = writes
déplace = moves ; se déplacent = move ; cavité entraînée = lid-driven cavity
entraînée = driven ; entraîné = driven ; fixe = fixed ; fixes = fixed ; mobiles = moving
immobile = fixed ; autour de = around ; autour d' = around ; autour = around ; poreux = porous
poreuse = porous ; suit = follows ; loi de darcy = Darcy law ; je = I ; nous = we ; vous = you
qui = which ; que = that ; où = where ; il = it ; elle = it ; ce = this ; cette = this
ces = these ; son = its ; sa = its ; ses = its ; choc = shock ; chocs = shocks
oblique = oblique ; obliques = oblique ; dièdre = wedge ; normalisé = normalised
dynamique = dynamics ; dynamique des gaz = gas dynamics ; cône = cone ; mobile = moving
piston = piston ; conique = conical ; doit = must ; avancer = move ; par rapport à = relative to
repos = rest ; question = question ; petite = small ; petit = small ; grand = large
grande = large ; fois = times ; tp = lab ; cours = lecture ; plaque = plate
chauffante = heating ; chauffage = heating ; radiateur = heater ; il y a = there is
y a = there is ; avoir = have ; faire = make ; tourne = rotates ; tournant = rotating
rotation = rotation ; vitesse de rotation = rotational speed ; tours par minute = rpm
obstacle = obstacle ; cylindre = cylinder ; sphère = sphere ; marche = step
surface libre = free surface ; réservoir = tank ; niveau = level ; profondeur = depth
gravité = gravity ; mesh = mesh ; résultats = results ; deux = two ; trois = three ; demi = half
demie = half ; tiers = thirds ; quarts = quarters ; dixièmes = tenths ; dixième = tenth
centièmes = hundredths ; millièmes = thousandths ; centième = hundredth
millième = thousandth ; bonjour = ; salut = ; merci =
merci beaucoup = ; merci d'avance = ; s'il vous plaît = please ; s'il te plaît = please
je voudrais = ; j'aimerais = ; je veux = ; nous voulons = ; voudrais = ; pourriez-vous = please
pouvez-vous = please ; peux-tu = please ; je prépare = ; petite question = ; le = the ; la = the
les = the ; l' = the ; un = one ; une = one ; des = some ; du = of the ; de = of ; d' = of
au = at the ; aux = at the ; à = at ; en = in ; dans = in ; sur = on ; sous = under
avec = with ; sans = without ; pour = for ; par = per ; et = and ; ou = or ; entre = between
de chaque côté = on each side ; chaque = every ; toutes les = every ; tous les = every
jusqu'à = until ; depuis = from ; vers = towards ; selon = along ; le long de = along ; est = is
sont = are ; vaut = is ; valent = are ; est de = is ; soit = is ; reste = stays ; étant = being
avance = moves ; se déplace = moves ; entre par = enters through ; simuler = simulate
simulez = simulate ; simule = simulate ; lancer = run ; calculer = compute ; adapter = adapt
reprendre = take ; utiliser = use ; utilisez = use ; garder = keep ; gardez = keep
sauvegarder = write ; sauvegarde = write ; une sauvegarde = write ; écrire = write
enregistrer = write ; écoulement = flow ; fluide = fluid ; cas = case ; exemple = tutorial
tutoriel = tutorial ; cavité = cavity ; canal = channel ; tube = tube ; conduite = pipe
tuyau = pipe ; pièce = room ; salle = room ; bloc = block ; paroi = wall ; parois = walls
mur = wall ; murs = walls ; entrée = inlet ; sortie = outlet ; sol = floor ; plafond = ceiling
couvercle = lid ; parois latérales = side walls ; murs latéraux = side walls ; haut = top
bas = bottom ; vitesse = velocity ; vitesse d'entrée = inlet velocity
vitesse de sortie = outlet velocity ; pression = pressure ; pression nulle = zero pressure
température = temperature ; viscosité = viscosity ; viscosité cinématique = kinematic viscosity
viscosité dynamique = dynamic viscosity ; masse volumique = density ; densité = density
vitesse du son = speed of sound ; masse molaire = molar mass ; gaz = gas
gaz parfait = ideal gas ; air = air ; eau = water ; huile = oil ; au repos = at rest
amont = upstream ; aval = downstream ; de l'écoulement amont = of the upstream flow
écoulement amont = upstream flow ; température amont = upstream temperature
pression amont = upstream pressure ; glissante = slip ; glissement = slip ; adhérence = no-slip
laminaire = laminar ; turbulent = turbulent ; instationnaire = transient ; stationnaire = steady
transitoire = transient ; bidimensionnel = two-dimensional ; longueur = length ; long = long
longue = long ; hauteur = height ; haut de = high ; largeur = width ; large = wide ; côté = side
de côté = on a side ; carré = square ; diamètre = diameter ; rayon = radius ; milieu = middle
au milieu = in the middle ; centre = centre ; placé = placed ; placée = placed ; situé = placed
inchangée = unchanged ; inchangé = unchanged ; géométrie = geometry ; maillage = mesh
mailles = cells ; cellules = cells ; pas de temps = time step ; temps physique = simulated time
temps de simulation = simulated time ; temps = time ; unité de temps = time unit
unités de temps = time units ; seulement = only ; environ = about ; seconde = second
secondes = seconds ; minute = minute ; minutes = minutes ; heure = hour ; heures = hours
microseconde = microsecond ; microsecondes = microseconds ; milliseconde = millisecond
millisecondes = milliseconds ; mètre = metre ; mètres = metres ; centimètre = centimetre
centimètres = centimetres ; millimètre = millimetre ; millimètres = millimetres ; degré = degree
degrés = degrees ; par seconde = per second ; coefficient = coefficient ; loi = law
terme = term ; directions = directions ; dans les trois directions = in all three directions
pas de = no ; aucun = no ; nul = zero ; nulle = zero ; initial = initial ; initiale = initial
initialement = initially ; constante = constant ; constant = constant ; chauffé = heated
chauffée = heated ; donc = so ; ensuite = then ; puis = then ; aussi = also ; également = also
même = same
# solids: moduli, plane states, edges and loads
module de young = Young modulus ; module d'young = Young modulus
module d'élasticité = Young modulus
module élastique = Young modulus ; coefficient de poisson = Poisson ratio
rapport de poisson = Poisson ratio ; contraintes planes = plane stress
contrainte plane = plane stress
déformations planes = plane strain ; déformation plane = plane strain ; traction = traction
tiré = pulled ; tirée = pulled ; tiré à = pulled at ; bord = edge ; bords = edges ; trou = hole
trouée = with a hole ; libre = free ; libres = free ; acier = steel ; inox = stainless
acier inoxydable = stainless steel ; aluminium = aluminium ; laiton = brass ; cuivre = copper
poutre = beam ; encastré = fixed ; encastrée = fixed ; pression interne = internal pressure
pression intérieure = internal pressure ; charge = load ; effort = load ; matériau = material
# sides and patches
supérieur = upper ; supérieure = upper ; inférieur = lower ; inférieure = lower
en haut = at the top
en bas = at the bottom ; latéral = side ; latérale = side ; latéraux = side ; latérales = side
symétrie = symmetry ; plan de symétrie = symmetry plane ; coin = corner ; au fond = at the bottom
fond = bottom ; face = face ; faces = faces
# fluids
éthanol = ethanol ; glycérine = glycerine ; glycérol = glycerol ; mercure = mercury
saumure = brine
eau salée = salt water ; eau de mer = sea water ; eau douce = fresh water ; liquide = liquid
vapeur = vapour ; azote = nitrogen ; hélium = helium ; tension superficielle = surface tension
plus lourd = heavier ; plus lourde = heavier ; plus léger = lighter ; plus légère = lighter
plus dense = denser ; moins dense = lighter ; plus visqueux = more viscous
plus visqueuse = more viscous
moins visqueux = less viscous ; moins visqueuse = less viscous ; phase = phase
# time and output
durée = duration ; pendant = for ; durant = for ; écriture = write
intervalle d'écriture = write interval
temps final = end time ; t_fin = t_end ; t_final = t_end
instant final = end time ; fin = end ; itération = iteration
# reference, free stream, models
référence = reference ; de référence = reference ; pression de référence = reference pressure
température de référence = reference temperature ; écoulement libre = free stream
incidence = angle of attack ; angle d'incidence = angle of attack
angle d'attaque = angle of attack
nœuds = knots ; noeuds = knots ; viscosité à cisaillement nul = zero-shear viscosity
exposant = exponent ; constante de temps = time constant ; rotation terrestre = Earth rotation
rotation de la terre = Earth rotation ; sans = without ; pas de = no ; non = not
# narrative words that state nothing a case needs
bonjour à tous = ; salut à tous = ; démonstration = demonstration ; étudiants = students
élèves = students ; classique = classic ; refaire = run ; rupture de barrage = dam break
barrage = dam ; colonne = column ; au lieu de = instead of ; au lieu de l' = instead of the
au lieu du = instead of the ; le reste = the rest ; mais = but ; fait = is ; de large = wide
de haut = high ; de long = long ; comme = as ; comme dans = as in ; même = same
# a side after its noun, as French writes it
bord droit = right edge ; bord gauche = left edge ; bord supérieur = upper edge
bord inférieur = lower edge ; paroi droite = right wall ; paroi gauche = left wall
paroi supérieure = upper wall ; paroi inférieure = lower wall ; droit = right
coin inférieur gauche = lower left corner ; coin inférieur droit = lower right corner
coin supérieur gauche = upper left corner ; coin supérieur droit = upper right corner
tuto = tutorial ; compressible = compressible ; atmosphère = atmosphere
chauffage au sol = floor heating
# possessives, wishes, teaching words and verbs of adapting a tutorial
mon = my ; ma = my ; mes = my ; notre = our ; nos = our ; votre = your ; vos = your ; leur = their
leurs = their ; je prépare = ; nous préparons = ; préparer = prepare ; montrer = show
voir = see ; j'ai vu = I saw ; garder = keep ; gardons = keep ; changer = change ; modifier = change
modifiez = change ; recalculer = recompute ; exercice = exercise ; leçon = lesson ; classe = class
pouvez = can ; pourriez = could ; peut = can ; devrait = should ; doivent = must
comme dans l' = as in the ; comme dans le = as in the ; comme dans la = as in the
épais = thick ; épaisse = thick ; mince = thin ; quart = quarter ; moitié = half
viscosité à cisaillement infini = infinite-shear viscosity
le liquide le plus lourd = the heavier liquid ; le liquide le plus léger = the lighter liquid
la phase la plus visqueuse = the more viscous phase
la phase la moins visqueuse = the less viscous phase
le fluide le plus dense = the denser fluid ; le fluide le moins dense = the lighter fluid
autre = other ; autres = other ; en mouvement = moving ; calculer = compute ; calculez = compute
colonne d'eau = water column ; colonne de liquide = liquid column
condition aux limites = boundary condition ; conditions aux limites = boundary conditions
condition limite = boundary condition ; condition initiale = initial condition
capacité thermique = heat capacity ; conductivité thermique = thermal conductivity
# reacting mixtures: a homogeneous reactor, its mixture and its initial state
réacteur = reactor ; réacteur homogène = homogeneous reactor ; homogène = homogeneous
à pression constante = at constant pressure ; pression constante = constant pressure
à volume constant = at constant volume ; volume constant = constant volume ; volume = volume
mélange = mixture ; pauvre = lean ; riche = rich ; stœchiométrique = stoichiometric
stoechiométrique = stoichiometric ; hydrogène = hydrogen ; méthane = methane
oxygène = oxygen ; combustible = fuel ; richesse = equivalence ratio
rapport d'équivalence = equivalence ratio ; fraction molaire = mole fraction
fractions molaires = mole fractions ; fraction massique = mass fraction
fractions massiques = mass fractions ; pression initiale = initial pressure
température initiale = initial temperature ; atmosphères = atmospheres ; allumage = ignition
auto-inflammation = autoignition ; combustion = combustion
# a rarefied or supersonic stream past a body: static state, its surface, its wall model
température statique = static temperature ; pression statique = static pressure
statique = static ; statiques = static ; surface = surface ; surface du cône = cone surface
température de paroi = wall temperature ; coefficient d'accommodation = accommodation coefficient
marche descendante = backward-facing step ; raréfié = rarefied ; raréfiée = rarefied
hypersonique = hypersonic ; supersonique = supersonic ; glissement = slip
# counts by the dozen
douzaine = dozen ; douzaines = dozen ; une douzaine de = a dozen ; une douzaine d' = a dozen
# areas and volumes in words
mètre carré = square metre ; mètres carrés = square metres ; mètre cube = cubic metre
mètres cubes = cubic metres
# fuels, vessels, and the writer's words
fioul = oil ; fioul léger = light oil ; fioul lourd = heavy oil ; gazole = diesel
léger = light ; légère = light ; lourd = heavy ; lourde = heavy ; décompression = decompression
dépressurisation = depressurisation ; cours = course ; conférence = lecture
champ magnétique = magnetic field ; magnétique = magnetic ; transversal = transverse
mètre par un = metre by one ; mètres par deux = metres by two
mètres par trois = metres by three ; mètres par {n} = metres by {n} ; mètre par {n} = metre by {n}
lycée = high school ; professeur = teacher ; professeure = teacher ; chimie = chemistry
je suis = I am ; suis = am
université = university ; lundi = Monday ; mardi = Tuesday ; mercredi = Wednesday
jeudi = Thursday ; vendredi = Friday ; samedi = Saturday ; dimanche = Sunday
# the same concepts in every language: limits, writing, starting, keeping, heat and fields
max = max ; maximum = maximum ; maximal = maximum ; maximale = maximum ; min = min
minimum = minimum ; minimal = minimum ; minimale = minimum ; écris = write
écrire toutes les = write every ; sauvegarder toutes les = write every ; normalisée = normalised
normalisés = normalised ; au début = initially ; au départ = initially ; début = start
départ = start ; être = be ; rester = stay ; restent = stay ; demeure = stays ; demeurent = stay
rester à = stay at ; restent à = stay at ; celles = those ; ceux = those ; celle = that
celui = that ; de l'exemple = of the tutorial ; du tutoriel = of the tutorial
émissivité = emissivity ; chaleur spécifique = specific heat ; chaleur massique = specific heat
capacité calorifique = heat capacity ; conductivité = conductivity
conductivité électrique = electrical conductivity ; perméabilité = permeability ; champ = field
perpendiculaire = perpendicular ; perpendiculaire à = perpendicular to ; parallèle à = parallel to
rayonnement = radiation ; thermocouple = thermocouple ; perle = bead ; boîte = box ; fermée = closed
fermé = closed ; ouverte = open ; ouvert = open ; nickel = nickel ; fer = iron
laboratoire = laboratory ; mesures = measurements ; erreur = error ; bonne journée =
partir de = start from ; partir du = start from the ; ancien = old ; vieux = old ; vieil = old
ça va = ; c'est bon = ; diamètre de = diameter of ; direction y = y-direction
direction x = x-direction ; direction z = z-direction ; sans changement = unchanged
# a limit after its quantity, as French writes it: English puts it first
co max = max Co ; co maximal = max Co ; courant max = max Courant ; courant maximal = max Courant
nombre de courant maximal = maximum Courant number ; nombre de courant max = max Courant number
sonde = probe ; sondes = probes
# walls said to slide or to stand still, the rest kept, turbulence quantities in words
glisse = moves ; glissent = move ; immobiles = stationary ; restent immobiles = are stationary
vers la droite = towards the right ; vers la gauche = towards the left ; zéro = zero
énergie = energy ; cinétique = kinetic ; énergie cinétique turbulente = turbulent kinetic energy
taux de dissipation = dissipation rate ; dissipation = dissipation ; cinématique = kinematic
turbulente = turbulent ; pour le reste = for the rest ; tout le reste = everything else
""")

_ITALIAN = _table("""
fai = run ; fate = run ; esegui = run ; giri = revolutions ; attorno a = around
attorno = around ; intorno a = around ; iterazione = iteration ; iterazioni = iterations
modello = model ; modello di turbolenza = turbulence model ; turbolenza = turbulence
intensità = intensity ; numero = number ; numero di reynolds = Reynolds number
uniforme = uniform ; asse = axis ; direzione = direction ; caldo = hot ; calda = hot
freddo = cold ; fredda = cold ; solutore = solver ; schema = scheme ; sinistra = left
destra = right ; gira a = rotates at ; volte = times ; lunga = long ; lunghe = long
lunghi = long ; lungo {n} = {n} long ; alta = high ; larga = wide ; largo = wide ; larghe = wide
in alto = at the top ; in basso = at the bottom ; si muove = moves ; si muovono = move
muovono = move ; lancia = run ; scrivete = write ; imponi = set ; imposto = fixed
imposta a = set to ; cavità trascinata = lid-driven cavity ; trascinata = driven
mobile = moving ; fisso = fixed ; fissa = fixed ; fisse = fixed ; fissi = fixed ; che = that
si = ; mi = ; ti = ; ci = ; io = I ; noi = we ; tutto = ; tutta = ; tutto il = the whole
tutta la = the whole ; del {n} = of {n} ; della {n} = of {n} ; al {n} = at {n} ; tutti = all
tutte = all ; ufficio = office ; tecnico = technical ; capire = understand ; si muove = moves
mi hanno detto che = ; ho = have ; abbiamo = have ; lezione = lesson ; riscaldamento = heating
riscaldamento a pavimento = floor heating ; prova = test ; locale di prova = test room
muove = moves ; prezzo = price ; prezzo di esercizio = strike price ; tasso = rate
privo di rischio = risk-free ; tasso privo di rischio = risk-free rate ; annuo = per year
annua = per year ; volatilità = volatility ; scadenza = maturity ; opzione = option
europea = European ; risultati = results ; mese = month ; mesi = months ; anno = year
anni = years ; giorno = day ; giorni = days ; ostacolo = obstacle ; cilindro = cylinder
sfera = sphere ; gradino = step ; superficie libera = free surface ; serbatoio = tank
livello = level ; profondità = depth ; gravità = gravity ; rotazione = rotation
ruota = rotates ; giri al minuto = rpm ; poroso = porous ; porosa = porous ; dove = where
quando = when ; più = more ; due = two ; tre = three ; mezzo = half ; mezza = half
terzi = thirds ; quarti = quarters ; decimi = tenths ; decimo = tenth ; centesimi = hundredths
millesimi = thousandths ; centesimo = hundredth ; millesimo = thousandth
ciao = ; ciao a tutti = ; buongiorno = ; salve = ; grazie =
grazie mille = ; mille grazie = ; per favore = please ; per piacere = please ; vorrei =
mi serve = ; mi servirebbe = ; vogliamo = ; ti scrivo = ; dobbiamo = ; sto preparando =
va benissimo = ; va bene = ; come base = ; il = the ; lo = the ; la = the ; i = the ; gli = the
le = the ; l' = the ; un = one ; uno = one ; una = one ; un' = one ; di = of ; del = of the
dello = of the ; della = of the ; dei = of the ; degli = of the ; delle = of the
dell' = of the ; a = at ; al = at the ; alla = at the ; ai = at the ; all' = at the ; da = from
dal = from the ; dalla = from the ; dall' = from the ; in = in ; nel = in the ; nella = in the
nell' = in the ; su = on ; sul = on the ; sulla = on the ; sull' = on the ; con = with
senza = without ; per = for ; e = and ; o = or ; tra = between ; fra = in ; ogni = every
fino a = until ; lungo = along ; verso = towards ; come = as ; anche = also ; poi = then
solo = only ; circa = about ; quindi = so ; stessa = same ; stesso = same ; è = is ; sono = are
vale = is ; valgono = are ; sta = is ; parte = starts ; partono = start ; sono tenuti = are held
è tenuto = is held ; è tenuta = is held ; tenuti = held ; tenuta = held ; mantenuti = held
mantenuta = held ; entra = enters ; esce = leaves ; simula = simulate ; simulate = simulate
simulare = simulate ; esegui = run ; usa = use ; usate = use ; usare = use ; salva = write
salvate = write ; salvare = write ; salvando = writing ; salvataggio = write ; scrivi = write
mantieni = keep ; imposta = set ; impostate = set ; caso = case ; esempio = tutorial
tutorial = tutorial ; flusso = flow ; moto = flow ; fluido = fluid ; stanza = room
locale = room ; locale di prova = test room ; cavità = cavity ; canale = channel ; tubo = pipe
condotto = duct ; blocco = block ; parete = wall ; pareti = walls ; pareti laterali = side walls
ingresso = inlet ; uscita = outlet ; pavimento = floor ; soffitto = ceiling ; coperchio = lid
fondo = bottom ; alto = high ; basso = low ; velocità = velocity
velocità in ingresso = inlet velocity ; velocità di ingresso = inlet velocity
pressione = pressure ; pressione nulla = zero pressure ; temperatura = temperature
temperatura superficiale = surface temperature
temperatura di riferimento = reference temperature ; viscosità = viscosity
viscosità cinematica = kinematic viscosity ; viscosità dinamica = dynamic viscosity
densità = density ; aria = air ; acqua = water ; olio = oil
coefficiente di dilatazione = thermal expansion coefficient
coefficiente di espansione = thermal expansion coefficient ; gas ideale = ideal gas
gas perfetto = ideal gas ; quella temperatura = that temperature ; quello = that ; quella = that
adiabatiche = adiabatic ; adiabatica = adiabatic ; adiabatico = adiabatic
adiabatici = adiabatic ; laminare = laminar ; turbolento = turbulent ; stazionario = steady
transitorio = transient ; instazionario = transient ; lunghezza = length ; altezza = height
di altezza = high ; larghezza = width ; lato = side ; quadrato = square ; diametro = diameter
raggio = radius ; centro = centre ; centrata = centred ; centrato = centred
riscaldatore = heater ; piastra = plate ; piastra riscaldante = heater plate
sta sul = is on the ; griglia = mesh ; celle = cells ; passo temporale = time step
passo di tempo = time step ; tempo simulato = simulated time ; tempo = time ; secondo = second
secondi = seconds ; minuto = minute ; minuti = minutes ; ora = hour ; ore = hours
millisecondo = millisecond ; millisecondi = milliseconds ; metro = metre ; metri = metres
centimetro = centimetre ; centimetri = centimetres ; millimetro = millimetre
millimetri = millimetres ; grado = degree ; gradi = degrees ; al secondo = per second
iniziale = initial ; inizialmente = initially ; costante = constant ; riscaldata = heated
riscaldato = heated ; nessun = no ; nessuna = no
# solids: moduli, plane states, edges and loads
modulo di young = Young modulus ; modulo elastico = Young modulus
modulo di elasticità = Young modulus
coefficiente di poisson = Poisson ratio ; rapporto di poisson = Poisson ratio
stato piano di tensione = plane stress ; tensione piana = plane stress
stato piano di deformazione = plane strain ; deformazione piana = plane strain ; trazione = traction
tirato = pulled ; tirata = pulled ; bordo = edge ; bordi = edges ; foro = hole
forata = with a hole
libero = free ; libera = free ; liberi = free ; libere = free ; acciaio = steel ; inox = stainless
acciaio inossidabile = stainless steel ; alluminio = aluminium ; ottone = brass ; rame = copper
trave = beam ; incastrato = fixed ; incastrata = fixed ; pressione interna = internal pressure
carico = load ; materiale = material
# sides and patches
superiore = upper ; inferiore = lower ; laterale = side ; laterali = side ; simmetria = symmetry
piano di simmetria = symmetry plane ; angolo = corner ; faccia = face ; facce = faces
# fluids
etanolo = ethanol ; glicerina = glycerine ; glicerolo = glycerol ; mercurio = mercury
salamoia = brine ; acqua salata = salt water ; acqua di mare = sea water ; acqua dolce = fresh water
liquido = liquid ; vapore = vapour ; azoto = nitrogen ; elio = helium
tensione superficiale = surface tension ; più pesante = heavier ; più leggero = lighter
più leggera = lighter ; più denso = denser ; più densa = denser ; meno denso = lighter
meno densa = lighter ; più viscoso = more viscous ; più viscosa = more viscous
meno viscoso = less viscous ; meno viscosa = less viscous ; fase = phase
# time and output
durata = duration ; tempo finale = end time ; t_fine = t_end ; t_finale = t_end
istante finale = end time
intervallo di scrittura = write interval ; scrittura = write ; passo = step
# reference, free stream, models
riferimento = reference ; di riferimento = reference ; pressione di riferimento = reference pressure
corrente libera = free stream ; della corrente libera = of the free stream
velocità della corrente libera = free-stream velocity ; incidenza = angle of attack
angolo di incidenza = angle of attack ; angolo d'incidenza = angle of attack
angolo di attacco = angle of attack ; nodi = knots ; esponente = exponent
costante di tempo = time constant ; rotazione terrestre = Earth rotation ; niente = no
non = not ; deve essere = must be ; valore = value ; il valore di = the value of
# narrative words that state nothing a case needs
dimostrazione = demonstration ; corso = course ; studenti = students ; classico = classic
classica = classic ; rottura della diga = dam break ; diga = dam ; colonna = column
invece di = instead of ; invece dell' = instead of the ; invece della = instead of the
il resto = the rest ; ma = but ; piccola = small ; piccolo = small
# a side after its noun, as Italian writes it
bordo destro = right edge ; bordo sinistro = left edge ; bordo superiore = upper edge
bordo inferiore = lower edge ; parete destra = right wall ; parete sinistra = left wall
parete superiore = upper wall ; parete inferiore = lower wall ; destro = right ; sinistro = left
angolo inferiore sinistro = lower left corner ; angolo inferiore destro = lower right corner
comprimibile = compressible ; atmosfera = atmosphere ; arriva = arrives ; arrivano = arrive
fissata = fixed ; fissato = fixed ; imponete = set ; usate = use ; dosso = bump
# possessives, wishes, teaching words and verbs of adapting a tutorial
mio = my ; mia = my ; miei = my ; mie = my ; nostro = our ; nostra = our ; nostri = our
nostre = our ; vostro = your ; vostra = your ; suo = its ; sua = its ; suoi = its ; sue = its
loro = their ; sto = ; stiamo = ; preparando = preparing ; preparare = prepare ; mostrare = show
vedere = see ; ho visto = I saw ; visto = seen ; tenere = keep ; teniamo = keep ; tieni = keep
cambiare = change ; modificare = change ; modificate = change ; ricalcolare = recompute
esercizio = exercise ; classe = class ; potete = can ; puoi = can ; può = can ; dovrebbe = should
devono = must ; deve = must ; come nell' = as in the ; come nel = as in the ; come nella = as in the
spesso = thick ; spessa = thick ; sottile = thin ; quarto = quarter ; metà = half
profilo alare = airfoil ; corrente = stream ; sale verso = rises towards
viscosità a taglio infinito = infinite-shear viscosity
il liquido più pesante = the heavier liquid ; il liquido più leggero = the lighter liquid
la fase più viscosa = the more viscous phase ; la fase meno viscosa = the less viscous phase
il fluido più denso = the denser fluid ; il fluido meno denso = the lighter fluid
ha = has ; hanno = have ; avere = have
altro = other ; altra = other ; altri = other ; altre = other ; in movimento = moving
calcolare = compute ; calcola = compute ; colonna d'acqua = water column
colonna di liquido = liquid column
condizione al contorno = boundary condition ; condizioni al contorno = boundary conditions
condizione iniziale = initial condition ; capacità termica = heat capacity
conducibilità termica = thermal conductivity
# reacting mixtures: a homogeneous reactor, its mixture and its initial state
reattore = reactor ; reattore omogeneo = homogeneous reactor ; omogeneo = homogeneous
a pressione costante = at constant pressure ; pressione costante = constant pressure
a volume costante = at constant volume ; volume costante = constant volume ; volume = volume
miscela = mixture ; magra = lean ; povera = lean ; ricca = rich
stechiometrica = stoichiometric ; stechiometrico = stoichiometric ; idrogeno = hydrogen
metano = methane ; ossigeno = oxygen ; combustibile = fuel
rapporto di equivalenza = equivalence ratio ; frazione molare = mole fraction
frazioni molari = mole fractions ; frazione massica = mass fraction
frazioni massiche = mass fractions ; pressione iniziale = initial pressure
temperatura iniziale = initial temperature ; atmosfere = atmospheres ; accensione = ignition
combustione = combustion ; voglio = ; vorrei =
# a rarefied or supersonic stream past a body: static state, its surface, its wall model
temperatura statica = static temperature ; pressione statica = static pressure
statica = static ; statico = static ; cono = cone ; superficie = surface
temperatura di parete = wall temperature
coefficiente di accomodamento = accommodation coefficient
gradino discendente = backward-facing step ; rarefatto = rarefied ; rarefatta = rarefied
ipersonico = hypersonic ; ipersonica = hypersonic ; supersonico = supersonic
supersonica = supersonic ; scorrimento = slip
# counts by the dozen
dozzina = dozen ; dozzine = dozen ; una dozzina di = a dozen
# areas and volumes in words
metro quadro = square metre ; metri quadri = square metres ; metri quadrati = square metres
metro cubo = cubic metre ; metri cubi = cubic metres
# the writer's course and purpose, and words of the case
volo a vela = gliding ; club = club ; profilo alare = airfoil ; profilo = profile
idraulica = hydraulics ; corso di = course on ; specifica = specific ; specifico = specific
corrispondente = corresponding ; portata specifica = specific discharge ; portata = flow rate
campo magnetico = magnetic field ; magnetico = magnetic ; trasversale = transverse
metro per uno = metre by one ; metri per due = metres by two ; metri per tre = metres by three
 metri per {n} = metres by {n} ; metro per {n} = metre by {n}
insegno = I teach ; fluidodinamica = fluid dynamics ; politecnico = polytechnic
studente = student ; studentessa = student ; professore = teacher ; professoressa = teacher
università = university ; chimica = chemistry ; lunedì = Monday ; martedì = Tuesday
mercoledì = Wednesday ; giovedì = Thursday ; venerdì = Friday ; sabato = Saturday
domenica = Sunday
# the same concepts in every language: limits, writing, starting, keeping, heat and fields
max = max ; massimo = maximum ; massima = maximum ; min = min ; minimo = minimum ; minima = minimum
scrivere = write ; scrivi ogni = write every ; salva ogni = write every ; normalizzato = normalised
normalizzata = normalised ; normalizzati = normalised ; all'inizio = initially
all' inizio = initially ; inizio = start ; all'istante iniziale = initially ; stare = be
stare a = be at ; devono stare a = must be at ; deve stare a = must be at ; restano = stay
resta = stays ; rimane = stays ; rimangono = stay ; restano quelli = stay those ; quelli = those
quelle = those ; dell'esempio = of the tutorial ; del tutorial = of the tutorial
geometria = geometry ; mesh = mesh ; invariato = unchanged ; invariata = unchanged
invariati = unchanged ; invariate = unchanged ; come nell'esempio = as in the tutorial
emissività = emissivity ; calore specifico = specific heat ; conducibilità = conductivity
conduttività = conductivity ; conduttività termica = thermal conductivity
conducibilità elettrica = electrical conductivity ; conduttività elettrica = electrical conductivity
permeabilità = permeability ; campo = field ; perpendicolare = perpendicular
perpendicolare a = perpendicular to ; perpendicolari = perpendicular ; parallelo a = parallel to
irraggiamento = radiation ; radiazione = radiation ; termocoppia = thermocouple
termocoppie = thermocouples ; perlina = bead ; perla = bead ; scatola = box ; chiusa = closed
chiuso = closed ; aperta = open ; aperto = open ; nichel = nickel ; ferro = iron
laboratorio = laboratory ; misure = measurements ; misura = measurement ; errore = error
presenza = presence ; in presenza di = with ; scrivo = I write ; partire = start
partire da = start from ; vorrei partire da = start from ; vecchio = old ; vecchia = old
aula = classroom ; computer = computer ; va bene così = ; buona giornata = ; bene = well ; così = so
va = goes ; direzione y = y-direction ; direzione x = x-direction ; direzione z = z-direction
termico = thermal ; termica = thermal ; termici = thermal ; termiche = thermal
buongiorno a tutti = ; salve a tutti =
# a limit after its quantity, as Italian writes it: English puts it first
co max = max Co ; co massimo = max Co ; courant massimo = max Courant ; courant max = max Courant
numero di courant massimo = maximum Courant number ; numero di courant max = max Courant number
sonda = probe ; sonde = probes
# walls said to slide or to stand still, the rest kept, turbulence quantities in words
scorre = moves ; scorrono = move ; fermo = stationary ; ferma = stationary ; fermi = stationary
ferme = stationary ; verso destra = towards the right ; verso sinistra = towards the left
energia = energy ; cinetica = kinetic ; energia cinetica turbolenta = turbulent kinetic energy
tasso di dissipazione = dissipation rate ; dissipazione = dissipation ; cinematica = kinematic
turbolenta = turbulent ; resto = rest ; tutto il resto = everything else
devo = must ; zero = zero
""")

_SPANISH = _table("""
haz = run ; haga = run ; alrededor de = around ; alrededor del = around the
vueltas = revolutions ; iteración = iteration ; iteraciones = iterations ; modelo = model
modelo de turbulencia = turbulence model ; turbulencia = turbulence ; intensidad = intensity
número = number ; número de reynolds = Reynolds number ; uniforme = uniform ; eje = axis
dirección = direction ; caliente = hot ; frío = cold ; fría = cold ; solucionador = solver
esquema = scheme ; izquierda = left ; derecha = right ; gira a = rotates at ; veces = times
largo = long ; larga = long ; alto = high ; alta = high ; ancha = wide ; se mueve = moves
mueve = moves ; se desplaza = moves ; se mueven = move ; guarde = write ; use = use ; fije = set
fija = set ; pon = set ; ponga = set ; impuesta = fixed ; impuesto = fixed
cavidad con tapa móvil = lid-driven cavity ; móvil = moving ; fijo = fixed ; fija = fixed
fijas = fixed ; fijos = fixed ; hay = there is ; que = that ; se = ; me = ; yo = I
nosotros = we ; todo = whole ; toda = whole ; clase = lecture ; calefacción = heating
placa = plate ; precio = price ; precio de ejercicio = strike price ; tasa = rate
libre de riesgo = risk-free ; anual = per year ; volatilidad = volatility
vencimiento = maturity ; opción = option ; europea = European ; resultados = results
mes = month ; meses = months ; año = year ; años = years ; obstáculo = obstacle
cilindro = cylinder ; esfera = sphere ; escalón = step ; superficie libre = free surface
depósito = tank ; tanque = tank ; nivel = level ; profundidad = depth ; gravedad = gravity
rotación = rotation ; gira = rotates ; revoluciones por minuto = rpm ; poroso = porous
donde = where ; cuando = when ; más = more ; deslizamiento = slip ; sin deslizamiento = no-slip
dos = two ; tres = three ; medio = half ; media = half ; tercios = thirds ; cuartos = quarters
décimas = tenths ; décimos = tenths ; décima = tenth ; centésimas = hundredths
milésimas = thousandths ; décimo = tenth ; centésima = hundredth
centésimo = hundredth ; centésimos = hundredths ; milésima = thousandth ; milésimo = thousandth
milésimos = thousandths ; hola = ; buenos días = ; gracias = ; muchas gracias = ; mil gracias =
por favor = please ; necesito = ; quiero = ; quisiera = ; me gustaría = ; queremos =
estoy preparando = ; el = the ; la = the ; los = the ; las = the ; lo = the ; un = one
uno = one ; una = one ; unos = some ; unas = some ; de = of ; del = of the ; a = at
al = at the ; en = in ; sobre = on ; con = with ; sin = without ; para = for ; por = per
y = and ; e = and ; o = or ; entre = between ; cada = every ; hasta = until ; desde = from
hacia = towards ; a lo largo de = along ; como = as ; también = also ; luego = then
solo = only ; sólo = only ; aproximadamente = about ; mismo = same ; misma = same ; es = is
son = are ; vale = is ; está = is ; están = are ; se mantienen = are held
se mantiene = is held ; mantenidos = held ; entra = enters ; sale = leaves ; está bien = is fine
simula = simulate ; simular = simulate ; simule = simulate ; ejecuta = run ; usa = use
utilice = use ; utilicen = use ; utiliza = use ; usen = use
usar = use ; guarda = write ; guardar = write ; guardando = writing ; escribe = write
mantén = keep ; caso = case ; ejemplo = tutorial ; tutorial = tutorial ; flujo = flow
fluido = fluid ; convección natural = natural convection ; sala = room ; habitación = room
cavidad = cavity ; canal = channel ; tubo = pipe ; tubería = pipe ; bloque = block
pared = wall ; paredes = walls ; paredes laterales = side walls ; entrada = inlet
salida = outlet ; suelo = floor ; piso = floor ; techo = ceiling ; tapa = lid ; fondo = bottom
arriba = top ; abajo = bottom ; planta = plan ; velocidad = velocity
velocidad de entrada = inlet velocity ; presión = pressure ; presión nula = zero pressure
temperatura = temperature ; viscosidad = viscosity ; viscosidad cinemática = kinematic viscosity
viscosidad dinámica = dynamic viscosity ; densidad = density ; aire = air ; agua = water
aceite = oil ; llena = filled ; lleno = filled ; llena de = filled with ; lleno de = filled with
calefactor = heater ; cuadrado = square ; el resto de = the rest of
el resto del = the rest of the ; adiabáticas = adiabatic ; adiabática = adiabatic
adiabático = adiabatic ; adiabáticos = adiabatic ; aproximación = approximation
laminar = laminar ; turbulento = turbulent ; estacionario = steady ; transitoria = transient
transitorio = transient ; longitud = length ; altura = height ; de altura = high
anchura = width ; ancho = width ; lado = side ; diámetro = diameter ; radio = radius
centro = centre ; en el centro = in the centre ; malla = mesh ; celdas = cells
paso de tiempo = time step ; tiempo = time ; primeros = first ; segundo = second
segundos = seconds ; minuto = minute ; minutos = minutes ; hora = hour ; horas = hours
milisegundo = millisecond ; milisegundos = milliseconds ; metro = metre ; metros = metres
centímetro = centimetre ; centímetros = centimetres ; milímetro = millimetre
milímetros = millimetres ; grado = degree ; grados = degrees ; por segundo = per second
inicial = initial ; inicialmente = initially ; constante = constant ; ningún = no ; ninguna = no
# solids: moduli, plane states, edges and loads
módulo de young = Young modulus ; módulo elástico = Young modulus
módulo de elasticidad = Young modulus ; coeficiente de poisson = Poisson ratio
relación de poisson = Poisson ratio ; tensión plana = plane stress ; esfuerzo plano = plane stress
deformación plana = plane strain ; tracción = traction ; estirado = pulled ; estirada = pulled
borde = edge ; bordes = edges ; agujero = hole ; orificio = hole ; perforada = with a hole
libre = free ; libres = free ; acero = steel ; inoxidable = stainless ; aluminio = aluminium
latón = brass ; cobre = copper ; viga = beam ; empotrado = fixed ; empotrada = fixed
presión interna = internal pressure ; presión interior = internal pressure ; carga = load
material = material
# sides and patches
superior = upper ; inferior = lower ; lateral = side ; laterales = side ; simetría = symmetry
plano de simetría = symmetry plane ; esquina = corner ; cara = face ; caras = faces
# fluids
etanol = ethanol ; glicerina = glycerine ; glicerol = glycerol ; mercurio = mercury
salmuera = brine ; agua salada = salt water ; agua de mar = sea water ; agua dulce = fresh water
líquido = liquid ; vapor = vapour ; nitrógeno = nitrogen ; helio = helium
tensión superficial = surface tension ; más pesado = heavier ; más pesada = heavier
más ligero = lighter ; más ligera = lighter ; más denso = denser ; más densa = denser
menos denso = lighter ; menos densa = lighter ; más viscoso = more viscous
más viscosa = more viscous ; menos viscoso = less viscous ; menos viscosa = less viscous
fase = phase
# time and output
duración = duration ; durante = for ; tiempo final = end time ; t_fin = t_end ; t_final = t_end
intervalo de escritura = write interval
escritura = write ; paso = step
# reference, free stream, models
referencia = reference ; de referencia = reference ; presión de referencia = reference pressure
temperatura de referencia = reference temperature ; corriente libre = free stream
ángulo de ataque = angle of attack ; nudos = knots ; exponente = exponent
constante de tiempo = time constant ; rotación terrestre = Earth rotation
rotación de la tierra = Earth rotation ; no = not ; valor = value
# narrative words that state nothing a case needs
demostración = demonstration ; curso = course ; estudiantes = students ; alumnos = students
clásico = classic ; clásica = classic ; rotura de presa = dam break ; presa = dam
columna = column ; en lugar de = instead of ; en vez de = instead of ; el resto = the rest
pero = but ; pequeño = small ; pequeña = small
# a side after its noun, as Spanish writes it
borde derecho = right edge ; borde izquierdo = left edge ; borde superior = upper edge
borde inferior = lower edge ; pared derecha = right wall ; pared izquierda = left wall
pared superior = upper wall ; pared inferior = lower wall ; derecho = right ; izquierdo = left
esquina inferior izquierda = lower left corner ; esquina inferior derecha = lower right corner
compresible = compressible ; atmósfera = atmosphere ; llega = arrives ; llegan = arrive
fijada = fixed ; fijado = fixed ; joroba = bump ; montículo = bump
# possessives, wishes, teaching words and verbs of adapting a tutorial
mi = my ; mis = my ; nuestro = our ; nuestra = our ; nuestros = our ; nuestras = our
vuestro = your ; vuestra = your ; su = its ; sus = its ; preparando = preparing
preparar = prepare ; mostrar = show ; ver = see ; he visto = I saw ; visto = seen ; mantener = keep
mantenemos = keep ; cambiar = change ; modificar = change ; modifique = change
recalcular = recompute ; ejercicio = exercise ; lección = lesson ; puede = can ; pueden = can
debería = should ; deben = must ; debe = must ; como en el = as in the ; como en la = as in the
grueso = thick ; gruesa = thick ; delgado = thin ; delgada = thin ; cuarto = quarter ; mitad = half
perfil alar = airfoil ; corriente = stream ; sube = rises
viscosidad a cortante infinito = infinite-shear viscosity
el líquido más pesado = the heavier liquid ; el líquido más ligero = the lighter liquid
la fase más viscosa = the more viscous phase ; la fase menos viscosa = the less viscous phase
el fluido más denso = the denser fluid ; el fluido menos denso = the lighter fluid
tiene = has ; tienen = have ; tener = have
otro = other ; otra = other ; otros = other ; otras = other ; moviéndose = moving
en movimiento = moving ; calcula = compute ; columna de agua = water column
columna de líquido = liquid column
condición de contorno = boundary condition ; condiciones de contorno = boundary conditions
condición inicial = initial condition ; capacidad térmica = heat capacity
conductividad térmica = thermal conductivity
# reacting mixtures: a homogeneous reactor, its mixture and its initial state
reactor = reactor ; reactor homogéneo = homogeneous reactor ; homogéneo = homogeneous
a presión constante = at constant pressure ; de presión constante = constant pressure
presión constante = constant pressure ; a volumen constante = at constant volume
volumen constante = constant volume ; volumen = volume ; mezcla = mixture ; pobre = lean
rica = rich ; estequiométrica = stoichiometric ; estequiométrico = stoichiometric
hidrógeno = hydrogen ; metano = methane ; oxígeno = oxygen ; combustible = fuel
relación de equivalencia = equivalence ratio ; dosado relativo = equivalence ratio
fracción molar = mole fraction ; fracciones molares = mole fractions
fracción másica = mass fraction ; fracciones másicas = mass fractions
presión inicial = initial pressure ; temperatura inicial = initial temperature
atmósferas = atmospheres ; ignición = ignition ; combustión = combustion
# a rarefied or supersonic stream past a body: static state, its surface, its wall model
temperatura estática = static temperature ; presión estática = static pressure
estática = static ; estático = static ; cono = cone ; superficie = surface
temperatura de pared = wall temperature ; coeficiente de acomodación = accommodation coefficient
escalón descendente = backward-facing step ; enrarecido = rarefied ; enrarecida = rarefied
hipersónico = hypersonic ; hipersónica = hypersonic ; supersónico = supersonic
supersónica = supersonic ; deslizamiento = slip
# counts by the dozen
docena = dozen ; docenas = dozen ; una docena de = a dozen
# areas and volumes in words
metro cuadrado = square metre ; metros cuadrados = square metres ; metro cúbico = cubic metre
metros cúbicos = cubic metres
# the writer's course and purpose, and words of the case
campo magnético = magnetic field ; magnético = magnetic ; transversal = transverse
curso = course ; clase = class ; asignatura = course ; charla = talk
metro por uno = metre by one ; metros por dos = metres by two ; metros por tres = metres by three
 metros por {n} = metres by {n} ; metro por {n} = metre by {n}
soy = I am ; estudiante = student ; ingeniería = engineering ; mañana = tomorrow
tengo = I have ; profesor = teacher ; profesora = teacher ; universidad = university
química = chemistry ; lunes = Monday ; martes = Tuesday ; miércoles = Wednesday
jueves = Thursday ; viernes = Friday ; sábado = Saturday ; domingo = Sunday
# the same concepts in every language: limits, writing, starting, keeping, heat and fields
max = max ; máx = max ; máximo = maximum ; máxima = maximum ; min = min ; mín = min
mínimo = minimum ; mínima = minimum ; escribir = write ; escriba = write
escribir cada = write every ; guardar cada = write every ; normalizado = normalised
normalizada = normalised ; normalizados = normalised ; al inicio = initially
al principio = initially ; al comienzo = initially ; inicio = start ; estar = be ; estar a = be at
deben estar a = must be at ; debe estar a = must be at ; quedan = stay ; queda = stays
permanece = stays ; permanecen = stay ; los del = those of the ; las del = those of the
del ejemplo = of the tutorial ; del tutorial = of the tutorial
como en el tutorial = as in the tutorial ; como en el ejemplo = as in the tutorial
geometría = geometry ; sin cambios = unchanged ; sin cambiar = unchanged ; igual = same
emisividad = emissivity ; calor específico = specific heat ; capacidad calorífica = heat capacity
conductividad = conductivity ; conductividad eléctrica = electrical conductivity
permeabilidad = permeability ; campo = field ; perpendicular a = perpendicular to
perpendicular = perpendicular ; paralelo a = parallel to ; radiación = radiation
termopar = thermocouple ; termopares = thermocouples ; caja = box ; cerrada = closed
cerrado = closed ; abierta = open ; abierto = open ; níquel = nickel ; hierro = iron
laboratorio = laboratory ; medidas = measurements ; error = error ; buen día =
que tengas un buen día = ; partir de = start from ; viejo = old ; vieja = old ; antiguo = old
dirección y = y-direction ; dirección x = x-direction ; dirección z = z-direction
# a limit after its quantity, as Spanish writes it: English puts it first
co max = max Co ; co máx = max Co ; co máximo = max Co ; courant máximo = max Courant
courant máx = max Courant ; número de courant máximo = maximum Courant number
número de courant máx = max Courant number
sonda = probe ; sondas = probes
# walls said to slide or to stand still, the rest kept, turbulence quantities in words
se desliza = moves ; desliza = moves ; se deslizan = move ; quieto = stationary
quieta = stationary ; quietos = stationary ; quietas = stationary ; inmóvil = stationary
inmóviles = stationary ; hacia la derecha = towards the right
hacia la izquierda = towards the left
energía = energy ; cinética = kinetic ; energía cinética turbulenta = turbulent kinetic energy
tasa de disipación = dissipation rate ; disipación = dissipation ; cinemática = kinematic
turbulenta = turbulent ; épsilon = epsilon ; resto = rest
todo lo demás = everything else ; lo demás = the rest ; cero = zero
correr = run ; corre = run ; corra = run ; buenas =
demás = other ; las demás = the other ; los demás = the other
""")

_PORTUGUESE = _table("""
faz = run ; faça = run ; em torno de = around ; em torno do = around the ; voltas = revolutions
iteração = iteration ; iterações = iterations ; modelo = model
modelo de turbulência = turbulence model ; turbulência = turbulence ; intensidade = intensity
número = number ; número de reynolds = Reynolds number ; uniforme = uniform ; eixo = axis
quente = hot ; frio = cold ; fria = cold ; esquema = scheme ; esquerda = left ; direita = right
gira a = rotates at ; vezes = times ; comprido = long ; comprida = long ; alto = high
alta = high ; largo = wide ; larga = wide ; meio = half ; ao meio = in the middle
move-se = moves ; se move = moves ; desloca-se = moves ; grave = write ; guarde = write
use = use ; fixe = set ; define = set ; defina = set
cavidade com tampa móvel = lid-driven cavity ; móvel = moving ; fixo = fixed ; fixa = fixed
fixas = fixed ; fixos = fixed ; a {n} = at {n} ; na saída = at the outlet
na entrada = at the inlet ; vazão de entrada = inlet flow rate
caudal de entrada = inlet flow rate ; que = that ; se = ; me = ; eu = I ; nós = we
todo = whole ; toda = whole ; aula = lesson ; escoamentos = flows ; águas rasas = shallow water
lombada = bump ; lomba = bump ; direção = direction ; na direção = in the direction
laterais = side ; lateral = side ; longe de = away from ; longe da = away from the
longe do = away from the ; terra = Earth ; placa = plate ; aquecimento = heating ; preço = price
preço de exercício = strike price ; taxa = rate ; livre de risco = risk-free ; anual = per year
volatilidade = volatility ; vencimento = maturity ; opção = option ; europeia = European
mês = month ; meses = months ; ano = year ; anos = years ; obstáculo = obstacle
cilindro = cylinder ; esfera = sphere ; degrau = step ; superfície livre = free surface
tanque = tank ; reservatório = tank ; nível = level ; gravidade = gravity ; roda = rotates
rotações por minuto = rpm ; poroso = porous ; onde = where ; quando = when ; mais = more
efeito de coriolis = Coriolis effect ; resultados = results ; dois = two ; duas = two
três = three ; meia = half ; terços = thirds ; quartos = quarters ; décimos = tenths
décimas = tenths ; décimo = tenth ; centésimos = hundredths ; milésimos = thousandths
décima = tenth ;
centésimo = hundredth ; centésima = hundredth ; centésimas = hundredths ; milésimo = thousandth
milésima = thousandth ; milésimas = thousandths ; olá =
bom dia = ; obrigado = ; obrigada = ; muito obrigado = ; por favor = please ; queria = ; quero =
gostaria = ; gostava de = ; precisamos = ; estou a preparar = ; uma aula sobre = ; o = the
a = the ; os = the ; as = the ; um = one ; uma = one ; de = of ; do = of the ; da = of the
dos = of the ; das = of the ; ao = at the ; à = at the ; em = in ; no = in the ; na = in the
nos = in the ; nas = in the ; pelo = through the ; pela = through the ; com = with
sem = without ; para = for ; por = per ; e = and ; ou = or ; entre = between ; a cada = every
cada = every ; até = until ; desde = from ; ao longo de = along ; como = as ; também = also
depois = then ; só = only ; apenas = only ; cerca de = about ; mesmo = same ; mesma = same
é = is ; são = are ; vale = is ; está = is ; estão = are ; entra = enters ; sai = leaves
mantém = keeps ; fica = stays ; simula = simulate ; simular = simulate ; simule = simulate
corre = run ; usa = use ; usar = use ; grava = write ; gravar = write ; gravados = written
guarda = write ; guardar = write ; desliga = switch off ; desliguem = switch off
desligar = switch off ; alterar = change ; mudanças = changes ; o seguinte = the following
por isso = so ; não quero = no ; caso = case ; exemplo = tutorial ; tutorial = tutorial
escoamento = flow ; fluido = fluid ; sala = room ; cavidade = cavity ; canal = channel
tubo = pipe ; bloco = block ; parede = wall ; paredes = walls ; paredes laterais = side walls
entrada = inlet ; saída = outlet ; chão = floor ; piso = floor ; teto = ceiling ; tampa = lid
fundo = bottom ; topo = top ; domínio = domain ; velocidade = velocity
velocidade de entrada = inlet velocity ; pressão = pressure ; pressão nula = zero pressure
temperatura = temperature ; viscosidade = viscosity
viscosidade cinemática = kinematic viscosity ; viscosidade dinâmica = dynamic viscosity
densidade = density ; massa específica = density ; ar = air ; água = water ; óleo = oil
profundidade = depth ; profundidade da água = water depth ; vazão = flow rate
caudal = flow rate ; por metro de largura = per metre of width ; imposta = fixed
imposto = fixed ; deslizamento livre = slip ; com deslizamento livre = slip
sem deslizamento = no-slip ; rotação = rotation ; efeito = effect ; termo = term ; longe = away
quadrado = square ; laminar = laminar ; turbulento = turbulent ; estacionário = steady
transiente = transient ; comprimento = length ; altura = height ; de altura = high
largura = width ; lado = side ; diâmetro = diameter ; raio = radius ; no meio = in the middle
centro = centre ; malha = mesh ; células = cells ; passo de tempo = time step
tempo simulado = simulated time ; tempo = time ; segundo = second ; segundos = seconds
minuto = minute ; minutos = minutes ; hora = hour ; horas = hours ; milissegundo = millisecond
milissegundos = milliseconds ; metro = metre ; metros = metres ; centímetro = centimetre
centímetros = centimetres ; milímetro = millimetre ; milímetros = millimetres ; grau = degree
graus = degrees ; por segundo = per second ; resultados = results ; inicial = initial
inicialmente = initially ; constante = constant ; nenhum = no ; nenhuma = no
# solids: moduli, plane states, edges and loads
módulo de young = Young modulus ; módulo de elasticidade = Young modulus
módulo elástico = Young modulus ; coeficiente de poisson = Poisson ratio
tensão plana = plane stress ; estado plano de tensão = plane stress
deformação plana = plane strain
estado plano de deformação = plane strain ; tração = traction ; tracção = traction
puxado = pulled ; puxada = pulled ; borda = edge ; bordas = edges ; bordo = edge ; furo = hole
furada = with a hole ; livre = free ; livres = free ; aço = steel ; inoxidável = stainless
alumínio = aluminium ; latão = brass ; cobre = copper ; viga = beam ; encastrado = fixed
encastrada = fixed ; engastado = fixed ; engastada = fixed ; pressão interna = internal pressure
carga = load ; material = material
# sides and patches
superior = upper ; inferior = lower ; simetria = symmetry ; plano de simetria = symmetry plane
canto = corner ; face = face ; faces = faces
# fluids
etanol = ethanol ; glicerina = glycerine ; glicerol = glycerol ; mercúrio = mercury
salmoura = brine ; água salgada = salt water ; água do mar = sea water ; água doce = fresh water
líquido = liquid ; vapor = vapour ; azoto = nitrogen ; nitrogénio = nitrogen ; nitrogênio = nitrogen
hélio = helium ; tensão superficial = surface tension ; mais pesado = heavier
mais pesada = heavier
mais leve = lighter ; mais denso = denser ; mais densa = denser ; menos denso = lighter
menos densa = lighter ; mais viscoso = more viscous ; mais viscosa = more viscous
menos viscoso = less viscous ; menos viscosa = less viscous ; fase = phase
# time and output
duração = duration ; durante = for ; tempo final = end time ; t_fim = t_end ; t_final = t_end
intervalo de escrita = write interval
escrita = write ; passo = step ; unidades de tempo = time units ; unidade de tempo = time unit
# reference, free stream, models
referência = reference ; de referência = reference ; pressão de referência = reference pressure
temperatura de referência = reference temperature ; escoamento livre = free stream
ângulo de ataque = angle of attack ; {n} nós = {n} knots ; expoente = exponent
constante de tempo = time constant ; rotação da terra = Earth rotation ; não = not ; valor = value
# narrative words that state nothing a case needs
olá a todos = ; demonstração = demonstration ; curso = course ; alunos = students
estudantes = students ; clássico = classic ; clássica = classic ; rotura de barragem = dam break
barragem = dam ; coluna = column ; em vez de = instead of ; em vez da = instead of the
em vez do = instead of the ; o resto = the rest ; mas = but ; pequeno = small ; pequena = small
# a side after its noun, as Portuguese writes it
borda direita = right edge ; borda esquerda = left edge ; borda superior = upper edge
borda inferior = lower edge ; parede direita = right wall ; parede esquerda = left wall
parede superior = upper wall ; parede inferior = lower wall ; direito = right ; esquerdo = left
canto inferior esquerdo = lower left corner ; canto inferior direito = lower right corner
compressível = compressible ; atmosfera = atmosphere ; chega = arrives ; chegam = arrive
aquecedor = heater ; começa = starts ; começam = start ; está a = is at ; simulem = simulate
gravem = write ; usem = use ; calculem = compute ; calcula = compute ; calcular = compute
em toda a = in the whole ; em todo o = in the whole ; igual a = equal to
# possessives, wishes, teaching words and verbs of adapting a tutorial
meu = my ; minha = my ; meus = my ; minhas = my ; nosso = our ; nossa = our ; nossos = our
nossas = our ; seu = its ; sua = its ; seus = its ; suas = its ; preparar = prepare
preparando = preparing ; mostrar = show ; ver = see ; vi = I saw ; manter = keep
mantemos = keep ; mudar = change ; modificar = change ; recalcular = recompute
exercício = exercise ; lição = lesson ; pode = can ; podem = can ; deveria = should ; devem = must
deve = must ; como no = as in the ; como na = as in the ; espesso = thick ; espessa = thick
grosso = thick ; grossa = thick ; fino = thin ; fina = thin ; quarto = quarter ; metade = half
perfil alar = airfoil ; corrente = stream ; sobe = rises ; sobre = about
convecção natural = natural convection ; numa = in a ; num = in a
viscosidade a corte infinito = infinite-shear viscosity
o líquido mais pesado = the heavier liquid ; o líquido mais leve = the lighter liquid
a fase mais viscosa = the more viscous phase ; a fase menos viscosa = the less viscous phase
o fluido mais denso = the denser fluid ; o fluido menos denso = the lighter fluid
tem = has ; têm = have ; ter = have
outro = other ; outra = other ; outros = other ; outras = other ; em movimento = moving
coluna de água = water column ; coluna de líquido = liquid column
condição de contorno = boundary condition ; condições de contorno = boundary conditions
condição de fronteira = boundary condition ; condição inicial = initial condition
capacidade térmica = heat capacity ; condutividade térmica = thermal conductivity
# reacting mixtures: a homogeneous reactor, its mixture and its initial state
reator = reactor ; reactor = reactor ; reator homogéneo = homogeneous reactor
reator homogêneo = homogeneous reactor ; homogéneo = homogeneous ; homogêneo = homogeneous
a pressão constante = at constant pressure ; de pressão constante = constant pressure
pressão constante = constant pressure ; a volume constante = at constant volume
de volume constante = constant volume ; volume constante = constant volume ; volume = volume
mistura = mixture ; pobre = lean ; rica = rich ; estequiométrica = stoichiometric
estequiométrico = stoichiometric ; hidrogénio = hydrogen ; hidrogênio = hydrogen
metano = methane ; oxigénio = oxygen ; oxigênio = oxygen ; combustível = fuel
razão de equivalência = equivalence ratio ; fração molar = mole fraction
frações molares = mole fractions ; fração mássica = mass fraction
frações mássicas = mass fractions ; pressão inicial = initial pressure
temperatura inicial = initial temperature ; atmosferas = atmospheres ; ignição = ignition
combustão = combustion ; nula = zero ; nulo = zero ; a mover-se = moving ; mover-se = move
# a rarefied or supersonic stream past a body: static state, its surface, its wall model
temperatura estática = static temperature ; pressão estática = static pressure
estática = static ; estático = static ; cone = cone ; superfície = surface
temperatura da parede = wall temperature ; temperatura de parede = wall temperature
coeficiente de acomodação = accommodation coefficient ; degrau descendente = backward-facing step
rarefeito = rarefied ; rarefeita = rarefied ; hipersónico = hypersonic ; hipersônico = hypersonic
supersónico = supersonic ; supersônico = supersonic ; escorregamento = slip ; tudo bem =
# counts by the dozen
dúzia = dozen ; dúzias = dozen ; uma dúzia de = a dozen
# areas and volumes in words
metro quadrado = square metre ; metros quadrados = square metres
metro cúbico = cubic metre ; metros cúbicos = cubic metres
# the writer's course and purpose, and words of the case
estou a = I am ; estou = I am ; estamos a = we are ; estamos = we are
magnetohidrodinâmica = magnetohydrodynamics ; campo magnético = magnetic field
campo magnético transversal = transverse magnetic field ; magnético = magnetic
transversal = transverse ; campo = field ; forma adimensional = dimensionless form
adimensional = dimensionless ; permeabilidade = permeability ; cinemática = kinematic
cinemático = kinematic ; passa a ser = becomes ; passam a ser = become ; baseado = based
baseada = based ; a partir disso = from that ; a partir de = from ; disso = that
no interior = in the interior ; interior = interior ; meia-largura = half-width
metro por um = metre by one ; metros por dois = metres by two ; metros por três = metres by three
 metros por {n} = metres by {n} ; metro por {n} = metre by {n}
baseado na = based on the
baseado no = based on the ; baseada na = based on the ; baseada no = based on the
professor = teacher ; professora = teacher ; turma = class
universidade = university ; amanhã = tomorrow ; química = chemistry ; sou = I am
estudante = student ; segunda-feira = Monday ; terça-feira = Tuesday
quarta-feira = Wednesday ; quinta-feira = Thursday ; sexta-feira = Friday
# the same concepts in every language: limits, writing, starting, keeping, heat and fields
max = max ; máx = max ; máximo = maximum ; máxima = maximum ; min = min ; mín = min
mínimo = minimum ; mínima = minimum ; escrever = write ; escreva = write ; escreve = write
escrever a cada = write every ; gravar a cada = write every ; normalizado = normalised
normalizada = normalised ; no início = initially ; no começo = initially ; início = start
estar = be ; estar a = be at ; devem estar a = must be at ; deve estar a = must be at ; ficam = stay
permanece = stays ; permanecem = stay ; mantém-se = stays ; mantêm-se = stay ; os do = those of the
as do = those of the ; do exemplo = of the tutorial ; do tutorial = of the tutorial
como no tutorial = as in the tutorial ; como no exemplo = as in the tutorial ; geometria = geometry
inalterado = unchanged ; inalterada = unchanged ; sem alterações = unchanged
emissividade = emissivity ; calor específico = specific heat ; condutividade = conductivity
condutividade elétrica = electrical conductivity ; perpendicular a = perpendicular to
perpendicular = perpendicular ; paralelo a = parallel to ; radiação = radiation
termopar = thermocouple ; termopares = thermocouples ; caixa = box ; fechada = closed
fechado = closed ; aberta = open ; aberto = open ; níquel = nickel ; ferro = iron
laboratório = laboratory ; medidas = measurements ; erro = error ; tenha um bom dia =
partir de = start from ; velho = old ; velha = old ; antigo = old ; direção y = y-direction
direção x = x-direction ; direção z = z-direction
# a limit after its quantity, as Portuguese writes it: English puts it first
co max = max Co ; co máx = max Co ; co máximo = max Co ; courant máximo = max Courant
courant máx = max Courant ; número de courant máximo = maximum Courant number
número de courant máx = max Courant number
sonda = probe ; sondas = probes
# walls said to slide or to stand still, the rest kept, turbulence quantities in words
desliza = moves ; desliza-se = moves ; deslizam = move ; parado = stationary ; parada = stationary
parados = stationary ; paradas = stationary ; imóvel = stationary ; imóveis = stationary
para a direita = towards the right ; para a esquerda = towards the left ; energia = energy
cinética = kinetic ; energia cinética turbulenta = turbulent kinetic energy
taxa de dissipação = dissipation rate ; dissipação = dissipation
turbulenta = turbulent ; resto = rest ; gravação = write
gravação a cada = write every ; igual ao = the same as ; igual = same ; fica igual = stays the same
preciso = ; preciso de = ; zero = zero
""")

_GERMAN = _table("""
mache = run ; führe = run ; durch = through ; um = around ; um die = around the
iteration = iteration ; iterationen = iterations ; modell = model
turbulenzmodell = turbulence model ; turbulenz = turbulence ; intensität = intensity
zahl = number ; reynoldszahl = Reynolds number ; gleichförmig = uniform ; achse = axis
richtung = direction ; heiß = hot ; heiße = hot ; kalt = cold ; kalte = cold ; löser = solver
links = left ; rechts = right ; dreht sich mit = rotates at ; umdrehungen pro minute = rpm
mal = times ; kavität = cavity ; bewegt sich = moves ; bewegen sich = move ; sich =
mit {n} = at {n} ; speichere = write ; setze = set ; nutze = use ; verwende = use
vorgegeben = fixed ; hohlraum = cavity ; bewegt = moving ; bewegtem = moving ; bewegten = moving
bewegte = moving ; fest = fixed ; feste = fixed ; strömung in = flow in
stöchiometrisch = stoichiometric ; bewegung = motion ; über = above ; unter = below ; sie = you
ich = I ; wir = we ; es = it ; ganz = whole ; ganze = whole ; bewerten = value
europäische = European ; kaufoption = call option ; option = option ; basispreis = strike price
zinssatz = interest rate ; risikoloser = risk-free ; risikolose = risk-free
volatilität = volatility ; restlaufzeit = time to maturity ; laufzeit = time to maturity
jahr = year ; jahre = years ; jahren = years ; monat = month ; monate = months
ergebnisse = results ; aktienkurse = share prices ; hindernis = obstacle ; zylinder = cylinder
kugel = sphere ; stufe = step ; freie oberfläche = free surface ; tank = tank ; behälter = tank
füllhöhe = fill height ; tiefe = depth ; schwerkraft = gravity ; rotation = rotation
drehzahl = rotational speed ; porös = porous ; poröser = porous ; wo = where ; wenn = when
mehr = more ; heizplatte = heater plate ; heizung = heating ; gleichung = equation ; zwei = two
drei = three ; halb = half ; drittel = thirds ; viertel = quarters ; zehntel = tenths
hundertstel = hundredths ; tausendstel = thousandths ; guten tag = ; hallo = ; danke =
vielen dank = ; danke schön = ; bitte = please ; ich möchte = ; wir möchten = ; ich brauche =
wir brauchen = ; der = the ; die = the ; das = the ; den = the ; dem = the ; des = of the
ein = one ; eine = one ; einen = one ; einem = one ; einer = one ; von = of ; vom = of the
zu = to ; zum = to the ; zur = to the ; an = at ; am = at the ; auf = on ; in = in ; im = in the
mit = with ; ohne = without ; für = for ; pro = per ; je = per ; und = and ; oder = or
zwischen = between ; alle = every ; jede = every ; jeden = every ; jedes = every ; bis = until
ab = from ; entlang = along ; wie = as ; wie im = as in the ; auch = also ; dann = then
nur = only ; etwa = about ; ist = is ; sind = are ; beträgt = is ; betragen = are
bleibt = stays ; bleiben = stay ; wird = is ; werden = are ; gehalten = held
unverändert = unchanged ; simuliere = simulate ; simulieren = simulate ; simulation = simulation
rechne = run ; verwende = use ; verwenden = use ; speichern = write ; speichere = write
schreiben = write ; ausgabe = write ; fall = case ; beispiel = tutorial ; tutorial = tutorial
strömung = flow ; fluid = fluid ; flüssigkeit = liquid ; raum = room ; kavität = cavity
kanal = channel ; rohr = pipe ; block = block ; wand = wall ; wände = walls
seitenwände = side walls ; einlass = inlet ; eintritt = inlet ; auslass = outlet
austritt = outlet ; boden = floor ; decke = ceiling ; deckel = lid ; oben = top ; unten = bottom
geschwindigkeit = velocity ; einlassgeschwindigkeit = inlet velocity
eintrittsgeschwindigkeit = inlet velocity ; druck = pressure ; temperatur = temperature
viskosität = viscosity ; kinematische viskosität = kinematic viscosity
dynamische viskosität = dynamic viscosity ; dichte = density ; luft = air ; wasser = water
öl = oil ; endzeit = end time ; t_ende = t_end ; anfangsdruck = initial pressure
anfangstemperatur = initial temperature ; simulationszeit = simulated time
zeitschritt = time step ; laminar = laminar ; turbulent = turbulent ; stationär = steady
instationär = transient ; länge = length ; lang = long ; höhe = height ; hoch = high
breite = width ; breit = wide ; seite = side ; durchmesser = diameter ; radius = radius
mitte = middle ; gitter = mesh ; netz = mesh ; zellen = cells ; konstant = constant
adiabat = adiabatic ; adiabatisch = adiabatic ; sekunde = second ; sekunden = seconds
minute = minute ; minuten = minutes ; stunde = hour ; stunden = hours
millisekunde = millisecond ; millisekunden = milliseconds ; meter = metre
zentimeter = centimetre ; millimeter = millimetre ; grad = degrees ; halbe = half
halben = half ; startet = starts ; starten = start ; beginnt = starts ; anfangs = initially
anfänglich = initially ; zu beginn = initially ; überall = everywhere ; bei {n} = at {n}
im ganzen gebiet = everywhere ; in ruhe = at rest ; ruht = is at rest
bezugstemperatur = reference temperature ; referenztemperatur = reference temperature
ausdehnungskoeffizient = expansion coefficient
wärmeausdehnungskoeffizient = thermal expansion coefficient ; ideales gas = ideal gas
idealen gases = ideal gas ; oberflächentemperatur = surface temperature
schallgeschwindigkeit = speed of sound ; kompressionsmodul = bulk modulus
# solids: moduli, plane states, edges and loads
e-modul = Young modulus ; elastizitätsmodul = Young modulus ; youngscher modul = Young modulus
querkontraktionszahl = Poisson ratio ; poissonzahl = Poisson ratio ; querdehnzahl = Poisson ratio
ebener spannungszustand = plane stress ; ebenem spannungszustand = plane stress
ebener dehnungszustand = plane strain ; ebenem dehnungszustand = plane strain
zugspannung = traction ; zug = traction ; gezogen = pulled ; zieht = pulls ; ziehen = pull
wirkt = acts ; wirken = act
rand = edge ; ränder = edges ; kante = edge ; loch = hole ; bohrung = hole
lochplatte = plate with a hole
platte = plate ; frei = free ; freie = free ; freier = free ; stahl = steel
edelstahl = stainless steel
aluminium = aluminium ; messing = brass ; kupfer = copper ; balken = beam ; träger = beam
eingespannt = fixed ; innendruck = internal pressure ; last = load ; werkstoff = material
material = material
# sides and patches
obere = upper ; oberen = upper ; oberer = upper ; untere = lower ; unteren = lower ; unterer = lower
rechte = right ; rechten = right ; rechter = right ; linke = left ; linken = left ; linker = left
seitlich = side ; seitliche = side ; seitlichen = side ; symmetrie = symmetry
symmetrieebene = symmetry plane ; ecke = corner ; fläche = face ; flächen = faces
einlassrand = inlet ; auslassrand = outlet ; kanalwände = channel walls ; haftend = no-slip
haftbedingung = no-slip ; rutschend = slip ; gleitend = slip
# fluids
ethanol = ethanol ; glyzerin = glycerine ; glycerin = glycerine ; quecksilber = mercury
sole = brine ; salzwasser = salt water ; meerwasser = sea water ; süßwasser = fresh water
dampf = vapour ; stickstoff = nitrogen ; helium = helium ; oberflächenspannung = surface tension
schwerere = heavier ; schwereren = heavier ; schwerer = heavier ; leichtere = lighter
leichteren = lighter ; leichter = lighter ; dichtere = denser ; dichteren = denser
zähere = more viscous ; zäheren = more viscous ; dünnflüssigere = less viscous
weniger viskose = less viscous ; weniger viskosen = less viscous ; viskosere = more viscous
viskoseren = more viscous ; phase = phase
# time and output
dauer = duration ; ausgabeintervall = write interval
schreibintervall = write interval ; schritt = step ; zeitschritte = time steps
# reference, free stream, models
bezugsdruck = reference pressure ; referenzdruck = reference pressure ; anströmung = free stream
anströmgeschwindigkeit = free-stream velocity ; einströmgeschwindigkeit = inlet velocity
anstellwinkel = angle of attack ; knoten = knots ; exponent = exponent
zeitkonstante = time constant
nullviskosität = zero-shear viscosity ; erdrotation = Earth rotation ; kein = no ; keine = no
keinen = no ; nicht = not ; wert = value ; modell = model
# narrative words that state nothing a case needs
hallo zusammen = ; guten morgen = ; vorlesung = lecture ; demonstration = demonstration
studierende = students ; studenten = students ; klassisch = classic ; klassische = classic
dammbruch = dam break ; damm = dam ; säule = column ; statt = instead of ; anstatt = instead of
der rest = the rest ; aber = but ; klein = small ; kleine = small ; also = so ; genau = exactly
# words of size and place
kantenlänge = edge length ; quadratisch = square ; quadratische = square ; quadratischen = square
kompressibel = compressible ; inkompressibel = incompressible ; atmosphäre = atmosphere
liegt = lies ; liegen = lie ; sollen = shall ; soll = shall ; einfach = simply ; fester = fixed
festem = fixed ; festen = fixed ; nicht-newtonsch = non-Newtonian ; nicht-newtonsche = non-Newtonian
newtonsch = Newtonian ; newtonsche = Newtonian ; scherrate = shear rate
unendlicher scherrate = infinite shear rate ; bei unendlicher scherrate = at infinite shear rate
# possessives, wishes, teaching words and verbs of adapting a tutorial
mein = my ; meine = my ; meinen = my ; unser = our ; unsere = our ; unseren = our ; unserem = our
ihr = its ; ihre = its ; sein = its ; seine = its ; bin = am ; möchte = would like
möchten = would like
brauche = need ; brauchen = need ; vorbereiten = prepare ; zeigen = show ; sehen = see
behalten = keep ; ändern = change ; anpassen = adapt ; nachrechnen = recompute
neu berechnen = recompute ; übung = exercise ; kann = can ; können = can ; sollte = should
muss = must ; müssen = must ; gleich = same ; gleiche = same ; gleiches = same ; gleichen = same
dick = thick ; dicke = thick ; dünn = thin ; dünne = thin ; hälfte = half
tragflügel = airfoil ; profil = profile ; strömt = flows ; steigt = rises
viskosität bei unendlicher scherrate = infinite-shear viscosity
andere = other ; anderen = other ; anderer = other ; rechnen = compute ; berechnen = compute
berechne = compute ; wassersäule = water column ; flüssigkeitssäule = liquid column ; aus = of
randbedingung = boundary condition ; bedingung = condition ; anfangsbedingung = initial condition
wärmekapazität = heat capacity ; wärmeleitfähigkeit = thermal conductivity
statt der = instead of the
# reacting mixtures: a homogeneous reactor, its mixture and its initial state
reaktor = reactor ; homogen = homogeneous ; homogener = homogeneous ; homogenen = homogeneous
mit konstantem druck = at constant pressure ; bei konstantem druck = at constant pressure
konstantem druck = constant pressure ; konstanter druck = constant pressure
mit konstantem volumen = at constant volume ; bei konstantem volumen = at constant volume
konstantem volumen = constant volume ; volumen = volume ; gemisch = mixture ; mager = lean
mageres = lean ; fett = rich ; stöchiometrisch = stoichiometric ; wasserstoff = hydrogen
methan = methane ; sauerstoff = oxygen ; brennstoff = fuel
äquivalenzverhältnis = equivalence ratio ; molenbruch = mole fraction
molenbrüche = mole fractions ; stoffmengenanteil = mole fraction
stoffmengenanteile = mole fractions ; massenbruch = mass fraction
massenbrüche = mass fractions ; atmosphären = atmospheres ; zündung = ignition
verbrennung = combustion
# a rarefied or supersonic stream past a body: static state, its surface, its wall model
statisch = static ; statische = static ; statischer = static ; statischen = static
kegel = cone ; oberfläche = surface ; wandtemperatur = wall temperature ; hat = has
akkommodationskoeffizient = accommodation coefficient ; sowohl = both ; als auch = and
rückspringende stufe = backward-facing step ; verdünnt = rarefied ; verdünnte = rarefied
verdünnten = rarefied ; hyperschall = hypersonic ; überschall = supersonic ; schlupf = slip
# one and a half (other halves: Language.half_suffix), and counts by the dozen
anderthalb = 1.5 ; dutzend = dozen ; ein dutzend = a dozen
# areas and volumes in words
quadratmeter = square metres ; kubikmeter = cubic metres
# the writer's course and purpose, and words of the case
umströmung = flow around ; versetzt = offset ; versetzte = offset ; versetzten = offset
fluide = fluids ; polymer = polymer ; passt = fits ; vorlesung über = lecture on
tiefsten = lowest ; tiefster = lowest ; punkt = point ; heptan = heptane
schwapptank = sloshing tank ; konstrukteur = design engineer ; lagerhalle = warehouse
magnetfeld = magnetic field ; feld = field ; blut = blood
klasse = class ; lehrer = teacher ; lehrerin = teacher ; schüler = pupils
unterricht = lesson ; universität = university ; chemie = chemistry ; kurs = course
montag = Monday ; dienstag = Tuesday ; mittwoch = Wednesday ; donnerstag = Thursday
freitag = Friday ; samstag = Saturday ; sonntag = Sunday
# the same concepts in every language: limits, writing, starting, keeping, heat and fields
max = max ; max. = max ; maximal = maximum ; maximale = maximum ; maximalen = maximum
maximum = maximum ; min = min ; minimal = minimum ; minimale = minimum ; schreibe = write
schreibe alle = write every ; speichere alle = write every ; normiert = normalised
normierte = normalised ; normierten = normalised ; normalisiert = normalised ; am anfang = initially
anfang = start ; zu anfang = initially ; beibehalten = kept ; geometrie = geometry
emissionsgrad = emissivity ; emissivität = emissivity ; spezifische wärme = specific heat
spezifische wärmekapazität = specific heat ; leitfähigkeit = conductivity
elektrische leitfähigkeit = electrical conductivity ; permeabilität = permeability
senkrecht = perpendicular ; senkrecht zu = perpendicular to ; senkrecht auf = perpendicular to
parallel zu = parallel to ; strahlung = radiation ; thermoelement = thermocouple ; perle = bead
box = box ; kasten = box ; geschlossen = closed ; geschlossene = closed ; geschlossenen = closed
offen = open ; offene = open ; nickel = nickel ; eisen = iron ; labor = laboratory
messungen = measurements ; fehler = error ; schönen tag = ; einen schönen tag = ; alt = old
alte = old ; alter = old ; ausgehen von = start from ; ober = upper ; y-richtung = y-direction
# a limit after its symbol, as a terse note writes it: English puts it first
co max = max Co ; co max. = max Co
sonde = probe ; sonden = probes ; messsonde = probe
# walls said to slide or to stand still, the rest kept, turbulence quantities in words
gleitet = moves ; gleiten = move ; steht still = is stationary ; stehen still = are stationary
stillstehend = stationary ; ruhend = stationary ; ruhende = stationary ; nach rechts = to the right
nach links = to the left ; übrige = other ; übrigen = other ; energie = energy
kinetische = kinetic
turbulente kinetische energie = turbulent kinetic energy ; dissipationsrate = dissipation rate
dissipation = dissipation ; kinematisch = kinematic ; kinematische = kinematic
turbulente = turbulent
rest = rest ; null = zero ; alles andere = everything else
""")

_DUTCH = _table("""
draai = run ; draaien = run ; voer uit = run ; rond = around ; rondom = around ; om = around
iteratie = iteration ; iteraties = iterations ; model = model ; turbulentiemodel = turbulence model
turbulentie = turbulence ; intensiteit = intensity ; getal = number
reynoldsgetal = Reynolds number
uniform = uniform ; uniforme = uniform ; as = axis ; richting = direction ; heet = hot ; hete = hot
warm = warm ; warme = warm ; koud = cold ; koude = cold ; oplosser = solver ; solver = solver
schema = scheme ; links = left ; rechts = right ; linker = left ; rechter = right
draait met = rotates at ; omwentelingen per minuut = rpm ; toeren per minuut = rpm ; keer = times
maal = times ; holte = cavity ; caviteit = cavity ; beweegt = moves ; bewegen = move
bewegende = moving ; bewegend = moving ; met {n} = at {n} ; sla op = write ; opslaan = write
sla = write ; op = on ; zet = set ; stel in = set ; stel = set ; gebruik = use ; gebruiken = use
opgelegd = imposed ; opgelegde = imposed ; vast = fixed ; vaste = fixed ; stroming in = flow in
stoichiometrisch = stoichiometric ; beweging = motion ; boven = top ; onder = bottom
ik = I ; wij = we ; we = we ; het = the ; jij = you
je = you ; hele = whole ; heel = whole ; geheel = whole ; resultaten = results ; obstakel = obstacle
cilinder = cylinder ; bol = sphere ; trede = step ; stap = step ; vrij oppervlak = free surface
tank = tank ; reservoir = tank ; vulhoogte = fill height ; diepte = depth ; zwaartekracht = gravity
rotatie = rotation ; toerental = rotational speed ; poreus = porous ; poreuze = porous
waar = where ; wanneer = when ; als = when ; meer = more ; verwarmingsplaat = heater plate
verwarming = heating ; vergelijking = equation ; een = one ; twee = two ; drie = three
half = half ; halve = half ; anderhalf = 1.5 ; derde = thirds ; kwart = quarters
tiende = tenths ; tienden = tenths ; honderdste = hundredths ; honderdsten = hundredths
duizendste = thousandths ; duizendsten = thousandths
goedemorgen = ; goedemiddag = ; goedenavond = ; goedendag = ; hallo = ; hoi =
bedankt = ; dank = ; dank je = ; dank u = ; dank je wel = ; dank u wel = ; alvast bedankt =
bij voorbaat dank = ; groeten = ; met vriendelijke groet = ; alstublieft = please
alsjeblieft = please ; graag = please ; ik wil = ; ik zou graag = ; wij willen = ; we willen =
ik wil graag = ; ik heb nodig = ; de = the ; den = the ; der = of the ; des = of the
van = of ; van de = of the ; van het = of the ; tot = until ; naar = to ; aan = at ; in = in
bij = at ; met = with ; zonder = without ; voor = for ; per = per ; en = and ; of = or
tussen = between ; elke = every ; iedere = every ; elk = every ; ieder = every ; alle = all
vanaf = from ; uit = from ; langs = along ; zoals = as ; zoals in = as in ; zoals in het = as in the
ook = also ; dan = then ; daarna = then ; vervolgens = then ; alleen = only ; slechts = only
ongeveer = about ; circa = about ; is = is ; zijn = are ; bedraagt = is ; bedragen = are
blijft = stays ; blijven = stay ; wordt = is ; worden = are ; gehouden = held
ongewijzigd = unchanged ; onveranderd = unchanged ; hetzelfde = the same ; dezelfde = the same
zelfde = same ; simuleer = simulate ; simuleren = simulate ; simulatie = simulation
reken = run ; rekenen = run ; bereken = compute ; berekenen = compute ; doorrekenen = run
schrijf = write ; schrijven = write ; wegschrijven = write ; uitvoer = write ; geval = case
casus = case ; case = case ; voorbeeld = tutorial ; voorbeeldcase = tutorial ; tutorial = tutorial
stroming = flow ; stromen = flow ; stroomt = flows ; fluïdum = fluid ; vloeistof = liquid
vloeistoffen = liquids ; kamer = room ; ruimte = room ; kanaal = channel ; buis = pipe
pijp = pipe ; leiding = pipe ; blok = block ; wand = wall ; wanden = walls ; muur = wall
muren = walls ; zijwanden = side walls ; zijwand = side wall ; inlaat = inlet ; instroom = inlet
uitlaat = outlet ; uitstroom = outlet ; vloer = floor ; bodem = bottom ; plafond = ceiling
deksel = lid ; bovenkant = top ; onderkant = bottom ; bovenzijde = top ; onderzijde = bottom
snelheid = velocity ; inlaatsnelheid = inlet velocity ; instroomsnelheid = inlet velocity
druk = pressure ; temperatuur = temperature ; viscositeit = viscosity
kinematische viscositeit = kinematic viscosity ; dynamische viscositeit = dynamic viscosity
dichtheid = density ; lucht = air ; water = water ; olie = oil ; eindtijd = end time
t_eind = t_end ; begindruk = initial pressure ; begintemperatuur = initial temperature
simulatietijd = simulated time ; tijdstap = time step ; tijdstappen = time steps
laminair = laminar ; laminaire = laminar ; turbulent = turbulent ; turbulente = turbulent
stationair = steady ; stationaire = steady ; instationair = transient ; instationaire = transient
tijdsafhankelijk = transient ; lengte = length ; lang = long ; lange = long ; hoogte = height
hoog = high ; hoge = high ; breedte = width ; breed = wide ; brede = wide ; kant = side
zijde = side ; zijkant = side ; diameter = diameter ; doorsnede = diameter ; straal = radius
midden = middle ; in het midden = in the middle ; centrum = centre ; rooster = mesh ; mesh = mesh
cellen = cells ; constant = constant ; constante = constant ; adiabatisch = adiabatic
adiabatische = adiabatic ; geïsoleerd = insulated ; geïsoleerde = insulated ; seconde = second
seconden = seconds ; minuut = minute ; minuten = minutes ; uur = hour ; uren = hours
milliseconde = millisecond ; milliseconden = milliseconds ; meter = metre ; centimeter = centimetre
millimeter = millimetre ; graad = degree ; graden = degrees ; per seconde = per second
start = starts ; begint = starts ; in het begin = initially ; aan het begin = initially
aanvankelijk = initially ; begin = initial ; initieel = initial ; initiële = initial
beginwaarde = initial value ; overal = everywhere ; in het hele domein = everywhere
in rust = at rest ; stilstaand = stationary ; stilstaande = stationary ; stil = still
referentietemperatuur = reference temperature ; referentiedruk = reference pressure
uitzettingscoëfficiënt = expansion coefficient ; ideaal gas = ideal gas ; ideale gas = ideal gas
oppervlaktetemperatuur = surface temperature ; geluidssnelheid = speed of sound
# solids: moduli, plane states, edges and loads
elasticiteitsmodulus = Young modulus ; e-modulus = Young modulus ; poissongetal = Poisson ratio
dwarscontractiecoëfficiënt = Poisson ratio ; vlakspanning = plane stress
vlakke spanningstoestand = plane stress ; vlakke rektoestand = plane strain
trekspanning = traction ; trek = traction ; getrokken = pulled ; trekt = pulls ; werkt = acts
rand = edge ; randen = edges ; hoek = corner ; gat = hole ; plaat = plate ; platen = plates
vrije = free ; staal = steel ; roestvrij staal = stainless steel ; aluminium = aluminium
messing = brass ; koper = copper ; balk = beam ; ingeklemd = fixed
inwendige druk = internal pressure
belasting = load ; materiaal = material
# sides and patches
bovenste = upper ; onderste = lower ; bovenwand = top wall ; onderwand = bottom wall
symmetrie = symmetry ; symmetrievlak = symmetry plane ; vlak = face ; vlakken = faces
oppervlak = surface ; oppervlakte = surface ; loodrecht op = perpendicular to
loodrecht = perpendicular ; evenwijdig aan = parallel to ; no-slip = no-slip ; slip = slip
# fluids
ethanol = ethanol ; glycerine = glycerine ; kwik = mercury ; pekel = brine ; zout water = salt water
zeewater = sea water ; zoet water = fresh water ; damp = vapour ; stikstof = nitrogen
helium = helium ; oppervlaktespanning = surface tension ; zwaardere = heavier ; lichtere = lighter
fase = phase
# time and output
duur = duration ; schrijfinterval = write interval ; uitvoerinterval = write interval
# reference, free stream, models
vrije stroming = free stream ; aanstroomsnelheid = free-stream velocity
invalshoek = angle of attack
knopen = knots ; exponent = exponent ; tijdconstante = time constant ; geen = no ; niet = not
waarde = value ; waarden = values
# electromagnetism
magneetveld = magnetic field ; magnetisch veld = magnetic field ; veld = field
geleidbaarheid = conductivity ; elektrische geleidbaarheid = electrical conductivity
permeabiliteit = permeability ; warmtegeleidbaarheid = thermal conductivity
warmtecapaciteit = heat capacity ; soortelijke warmte = specific heat ; emissiviteit = emissivity
# narrative words that state nothing a case needs
demonstratie = demonstration ; studenten = students ; leerlingen = pupils ; klas = class
klassiek = classic ; klassieke = classic ; dambreuk = dam break ; dam = dam ; kolom = column
in plaats van = instead of ; de rest = the rest ; maar = but ; klein = small ; kleine = small
groot = large ; grote = large ; dus = so ; precies = exactly ; les = lesson ; lessen = lessons
geef les = teach ; geef = give ; natuurkunde = physics ; school = school
middelbare school = secondary school ; universiteit = university ; cursus = course
college = lecture ; docent = teacher ; leraar = teacher ; lerares = teacher
volgende week = next week ; volgende maand = next month ; volgend jaar = next year
vandaag = today ; morgen = tomorrow ; week = week ; maand = month ; jaar = year
behandelen = cover ; behandelen we = we cover ; bovenbouw = senior classes
mogen = may ; mag = may ; zelf = themselves ; spelen = play ; daarna = afterwards ; kijken = look
laten zien = show ; zien = see ; tonen = show ; willen = want ; wil = want ; kunnen = can
kan = can ; moet = must ; moeten = must ; zou = would ; zouden = would ; heb = have ; hebben = have
heeft = has ; mijn = my ; onze = our ; ons = our ; hun = their ; zijn eigen = its own
houden = keep ; behouden = keep ; aanpassen = adapt ; veranderen = change ; wijzigen = change
andere = other ; ander = other ; dik = thick ; dikke = thick ; dun = thin ; dunne = thin
helft = half ; magnetohydrodynamica = magnetohydrodynamics ; vak = subject
maandag = Monday ; dinsdag = Tuesday ; woensdag = Wednesday ; donderdag = Thursday
vrijdag = Friday ; zaterdag = Saturday ; zondag = Sunday ; er = there ; dat = that ; die = that
dit = this ; deze = this ; wat = what ; hier = here ; nu = now ; al = already ; nog = still
randvoorwaarde = boundary condition ; randvoorwaarden = boundary conditions
beginvoorwaarde = initial condition
# reacting mixtures
reactor = reactor ; homogeen = homogeneous ; homogene = homogeneous
bij constante druk = at constant pressure ; constante druk = constant pressure
bij constant volume = at constant volume ; constant volume = constant volume ; volume = volume
mengsel = mixture ; arm = lean ; rijk = rich ; waterstof = hydrogen ; methaan = methane
zuurstof = oxygen ; brandstof = fuel ; equivalentieverhouding = equivalence ratio
molfractie = mole fraction ; massafractie = mass fraction ; ontsteking = ignition
verbranding = combustion ; atmosfeer = atmosphere ; atmosferen = atmospheres
compressibel = compressible ; incompressibel = incompressible ; vierkant = square
vierkante = square ; gas = gas ; nul = zero ; nulgradiënt = zero gradient
weg = ; jullie = you ; staat = is ; staat op = is at ; staan = are ; staan op = are at
neem = take ; nemen = take ; maximale = maximum ; maximaal = maximum ; max = maximum
minimale = minimum ; minimaal = minimum ; om de {n} = every {n} ; om de = every ; op {n} = to {n}
# the same concepts in every language: limits, writing, starting, keeping, heat and fields
normaal = normal ; genormaliseerd = normalised ; genormaliseerde = normalised ; emissie = emission
thermokoppel = thermocouple ; doos = box ; gesloten = closed ; open = open ; nikkel = nickel
ijzer = iron ; laboratorium = laboratory ; metingen = measurements ; fout = error
straling = radiation ; oud = old ; oude = old ; prettige dag = ; fijne dag =
# a limit after its symbol, as a terse note writes it: English puts it first
co max = max Co ; co maximaal = max Co ; courant max = max Courant
sonde = probe ; sondes = probes ; meetpunt = probe
# walls said to slide or to stand still, the rest kept, turbulence quantities in words
schuift = moves ; schuiven = move ; glijdt = moves ; glijden = move ; staat stil = is stationary
staan stil = are stationary ; naar rechts = to the right ; naar links = to the left
energie = energy
kinetische = kinetic ; turbulente kinetische energie = turbulent kinetic energy
dissipatiesnelheid = dissipation rate ; dissipatie = dissipation ; kinematisch = kinematic
kinematische = kinematic ; verder = otherwise ; alles = everything ; verder alles = everything else
rest = rest
""")

#: Words every language writes as English does: unit symbols, the names of symbols and of
#: physicists.
SHARED = frozenset(_words("""
kg mol kmol pa kpa mpa bar atm hz rpm cp cv gamma rho nu mu alpha beta omega
epsilon kappa lambda sigma tau delta theta phi psi call boussinesq darcy co
forchheimer coriolis mach reynolds prandtl black scholes newton bingham carreau
sutherland smagorinsky spalart allmaras kelvin celsius fahrenheit rayleigh
bénard nusselt strouhal froude weber péclet grashof kármán poiseuille couette
euler navier stokes cross yasuda herschel bulkley casson maxwell oldroyd giesekus ostwald
waele hartmann
"""))


@dataclass(frozen=True)
class NotPhysicsWords:
    """A language's nouns that make the number beside them no physics, as regular expressions,
    by what that number is about (``foam_agent.foamcase.catalog.not_physics`` joins each kind's
    words of every language into one row).

    Attributes:
        cores: After a count of the computer's parts ("8 cores", "acht Kerne").
        machines: After a year, the computer itself ("my 2015 laptop").
        versions: Before a version ("Windows 7", "versión 3").
        ages: After an age ("10 years old", "10 ans").
        people: After a count of people ("25 students", "25 alumnos").
        weeks: Before an ordinal of the calendar or a course ("week 11", "semana 11").
        months: Before a year ("since 2019", "March 2020").
        counts_to_go: After a count of the calendar to go or ago ("3 weeks to go"), or a
            time of day ("at 5 on Sundays", "at 9 o'clock").
        ordinals: An ordinal's ending right after its digits ("the 14th").
        items: After a count of the request's own items ("only 3 changes", "two questions").
        events: The writer's occasions and duties ("the science fair", "my deadline", "the
            exam"): a time said of one ("the fair in 3 weeks") is the calendar's.
        sessions: What a computer does to its user's session ("logs me out", "a login"): a
            time said of one ("logs me out every 2 hours") is the computer's.
    """

    cores: tuple[str, ...] = ()
    machines: tuple[str, ...] = ()
    versions: tuple[str, ...] = ()
    ages: tuple[str, ...] = ()
    people: tuple[str, ...] = ()
    weeks: tuple[str, ...] = ()
    months: tuple[str, ...] = ()
    counts_to_go: tuple[str, ...] = ()
    ordinals: tuple[str, ...] = ()
    items: tuple[str, ...] = ()
    events: tuple[str, ...] = ()
    sessions: tuple[str, ...] = ()


@dataclass(frozen=True)
class Language:
    """One language a request may be written in, with every word the reader knows of it.

    Why one row: detection, translation, numbers in words and the asides of an unread clause
    each need some of a language's words; kept in one row, adding a language is adding a row,
    and no reader holds a list of its own.

    Attributes:
        name: The language as the understanding names it ("French").
        code: Its ISO 639-1 code, which text2num (numbers in words) takes; "" when text2num
            does not read it.
        function_words: Closed-class words (articles, prepositions, pronouns) that are no
            English word and no OpenFOAM or unit name: they tell the language
            (``foam_agent.agents.spec.language``). One-letter words are left out, as symbols
            of equations are one letter too.
        physics_stems: The beginnings of its words, accents folded, that make a clause physics
            (quantities, places of a case, fluids, units, sides, the run): a clause left unread
            with one of them is a blocker, never an aside (``foam_agent.agents.spec.not_physics``).
        lexicon: Its words in English (``foam_agent.agents.spec.translation``); empty while not
            written, and a request in the language is then detected and each clause answered
            unmet.
        and_a_half: Words joining a whole number to its half after the unit ("un centimètre et
            demi"): the unit's number gains 0.5.
        range_to: The "to" of a range of numbers ("von 2 bis 3 m").
        courtesies: Courtesies holding a number word that state no quantity ("grazie mille").
        not_physics: Its nouns that make a number beside them no physics.
        capitalised_nouns: Whether it writes every noun with a capital (German), so a capital
            inside a sentence is no name.
        compounds: Whether it writes a compound noun as one word ("Messingplatte"), read as
            the entries it is made of.
        number_words: Its cardinals in words that a hyphen joins to a unit or another number
            ("forty-five-degree"); text2num reads the numbers themselves.
        fractions: Its words of a fraction, each with its denominator ("quarter": 4).
        multiples: Its words of a count by a multiple, each with the multiple ("dozen": 12).
        half_suffix: The ending that adds a half to the number word before it, written as one
            word ("zweieinhalb" is 2.5, "dreiundzwanzigeinhalb" 23.5).
        verb_final: Whether a clause of it may end in its verb ("drei Sekunden rechnen",
            "elke 100 iteraties wegschrijven"), which English puts first (``RUN_VERBS``).
    """

    name: str
    code: str
    function_words: frozenset[str]
    physics_stems: tuple[str, ...]
    lexicon: Mapping[str, str] = field(default_factory=dict)
    and_a_half: str = ""
    range_to: str = ""
    courtesies: tuple[str, ...] = ()
    not_physics: NotPhysicsWords = NotPhysicsWords()
    capitalised_nouns: bool = False
    compounds: bool = False
    number_words: tuple[str, ...] = ()
    fractions: Mapping[str, float] = field(default_factory=dict)
    multiples: Mapping[str, int] = field(default_factory=dict)
    half_suffix: str = ""
    verb_final: bool = False


#: Stems of physics written alike in several of the languages (accents folded): Latin and Greek
#: roots, units, names of models. Each language's own stems are in its row.
SHARED_STEMS: tuple[str, ...] = tuple(_words("""
temperat turbul reynolds mach energ mass gravit stress tension concentr equival diffus conduct
radi rotat rpm frequen amplit coeffic magnet electr geometr adimension dimension model jet spray
poros porou solid liquid vapo conden evapor radia emissi absor therm polym newton interfa vort
section quadr tank dam cone cylind sphere reactor combust methan propan diesel petrol kerosen
gas mesh cell domain domin cavit canal diamet veloc viscos densit curv initial uniform isol
mobil superior inferior kelvin celsius fahrenh pascal atmos metr meter minut millis micros kilog
joule watt volt grad simul iterat ignit igni laminar laminai transi stationa instation adiabat
isoth symmetr periodi periodic limite flui particul metan articul
convec konvek schem esquem converg konverg residu toleran relax discret diskret upwind
implicit explicit implizit explizit
"""))

ENGLISH = Language(
    name="English", code="en",
    function_words=frozenset(_words(
        "the a an of and is are with for on at to in by from into that this which it its be "
        "should must please run use set then")),
    physics_stems=tuple(_words("""
        speed pressu flow flux fluid heat force shear fraction length width height depth
        angl field wave shock flam particl bubbl surfac wake boil acoust sound inject buoyan
        plume bend square gate wedge inlet outlet wall boundar pipe channel step plate lid
        obstac nozzle brine air water oil hydrog oxyg nitrog fuel mixtur rich lean second
        edge side left right top bottom front back upper lower hinge clamp fixed free
        support load moving insulat open closed hot cold warm everywhere solver steady
        timestep
        """)) + ("time step", "end time", "write interval"),
    courtesies=("thanks a million", "a million thanks", "thanks a thousand times",
                "a thousand thanks", "thanks a hundred times"),
    number_words=tuple(_words("""
        zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen
        fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy
        eighty ninety hundred thousand million
        """)),
    fractions={"half": 2, "halves": 2, "third": 3, "thirds": 3, "quarter": 4, "quarters": 4,
               "fourth": 4, "fourths": 4, "fifth": 5, "fifths": 5, "eighth": 8, "eighths": 8,
               "sixth": 6, "sixths": 6, "tenth": 10, "tenths": 10, "twelfth": 12,
               "twelfths": 12, "twentieth": 20, "twentieths": 20, "thirtieth": 30,
               "thirtieths": 30, "fortieth": 40, "fortieths": 40, "fiftieth": 50,
               "fiftieths": 50, "sixtieth": 60, "sixtieths": 60, "hundredth": 100,
               "hundredths": 100,
               "thousandth": 1000, "thousandths": 1000, "ten-thousandth": 1e4,
               "ten-thousandths": 1e4, "hundred-thousandth": 1e5, "hundred-thousandths": 1e5,
               "millionth": 1e6, "millionths": 1e6},
    multiples={"dozen": 12},
    not_physics=NotPhysicsWords(
        cores=(r"cores?", r"cpus?", r"vcpus?", r"threads?", r"processors?", r"gb", r"gib",
               r"tb"),
        machines=(r"laptop", r"desktop", r"pc", r"workstation", r"computer", r"machine",
                  r"thinkpad", r"macbook", r"imac", r"notebook", r"server", r"cluster",
                  r"vm", r"virtual\s+machine", r"gpu"),
        versions=(r"windows", r"ubuntu", r"debian", r"fedora", r"centos", r"macos", r"os\s*x",
                  r"python", r"openfoam", r"paraview", r"matlab", r"excel", r"fluent",
                  r"fortran", r"c\+\+",
                  r"star-?ccm\+?", r"version", r"release", r"ram", r"raspberry\s+pi",
                  r"iphone", r"ipad", r"ryzen", r"xeon", r"rtx", r"gtx", r"geforce"),
        ages=(r"-?\s*years?[- ]old", r"years?\s+of\s+age"),
        people=(r"students?", r"pupils?", r"kids", r"children", r"classmates?", r"colleagues?",
                r"people", r"engineers?", r"participants?", r"attendees?", r"interns?",
                r"teams?", r"users?", r"visitors?", r"guests?", r"customers?", r"clients?",
                r"advis[oe]rs?", r"supervisors?", r"bosse?s?", r"managers?", r"nephews?",
                r"nieces?", r"parents?", r"friends?"),
        weeks=(r"week", r"chapter", r"lecture", r"lesson", r"exercise", r"homework",
               r"assignment", r"problem\s+set", r"lab", r"semester", r"ticket", r"sprint",
               r"course", r"class", r"module", r"seminar", r"session"),
        months=(r"january", r"february", r"march", r"april", r"may", r"june", r"july",
                r"august", r"september", r"october", r"november", r"december", r"in", r"since",
                r"until"),
        counts_to_go=(r"(?:weeks?|days?|months?|years?)\s+(?:to\s+go|left|away|off|ago|"
                      r"from\s+now|late)", r"o'?clock",
                      r"(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days?"),
        ordinals=(r"(?:st|nd|rd|th)(?!\s*[- ]?order)",),
        items=(r"(?:small\s+|little\s+|quick\s+|minor\s+|more\s+)?(?:changes|tweaks|edits|"
               r"modifications|questions|requests|things|points|items)",),
        events=(r"(?:science\s+)?fairs?", r"deadlines?", r"exams?", r"examinations?",
                r"meetings?", r"committees?", r"presentations?", r"defen[cs]es?",
                r"holidays?", r"vacations?", r"trips?", r"due\s+dates?", r"submissions?",
                r"competitions?", r"open\s+days?"),
        sessions=(r"log(?:s|ged|ging)?\s+(?:(?:me|us|you|everyone|people)\s+)?(?:out|off)",
                  r"log-?outs?", r"log-?ins?", r"time-?outs?", r"reboots?")))

FRENCH = Language(
    name="French", code="fr",
    function_words=frozenset(_words(
        "le la les une des de du au aux est sont avec dans pour sur qui que et ou mais cette ces "
        "entre leur très où d'une d'un jusqu'à lorsque sera être")),
    physics_stems=tuple(_words("""
        vitess pressi ecoul chaleur forc cisaill fraction longu largeur hauteur profond angl
        champ carre courant debit onde choc choqu flam bulle surfac panach vanne paratoi
        entree sortie paroi maill tuyau marche plaque couvercl reacteur tuyere eau huile air
        fioul gasoil carbur melang azot hydrog oxyg degre seconde bord cote gauche droit
        haut charn cernier encastr appui charge libre chaud froid solveur barrag rayon riche
        pauvre
        """)) + ("pas de temps", "temps final", "instant final", "intervalle d'ecriture"),
    lexicon=_FRENCH, and_a_half=r"et\s+demie?", range_to="à",
    courtesies=("mille mercis", "merci mille fois", "mille fois merci"),
    not_physics=NotPhysicsWords(
        cores=(r"cœurs?", r"coeurs?", r"processeurs?"), machines=(r"ordinateur",),
        versions=(r"version",), ages=(r"ans",), people=(r"élèves?", r"étudiants?"),
        weeks=(r"semaine",), events=(r"examens?", r"réunions?", r"soutenances?", r"foires?",
                                     r"dates?\s+limites?"),
        sessions=(r"(?:me\s+)?déconnecte",)))

ITALIAN = Language(
    name="Italian", code="it",
    function_words=frozenset(_words(
        "il lo gli una uno del della dei delle alla sono con per su tra fra ma fino come che "
        "si")),
    physics_stems=tuple(_words("""
        velocit pressi fluss forz taglio frazion ricc pover lunghez larghez altez angol
        campo portata corrent onda fiamm boll superfic getto scia termic suon iniet pennacch
        sezion serbato diga cune raggi urto penach ingress uscit parete tubo gradin sfer
        piastr coperch reattor ugello salamoi acqua olio idrog ossig azot miscel second lato
        sinistr destr sopra sotto fiss cernier incastr appogg caric liber muov cald fredd
        simmetr
        """)) + ("passo temporale", "passo di tempo", "tempo finale", "intervallo di scrittura"),
    lexicon=_ITALIAN, and_a_half=r"e\s+mezz[oa]", range_to="a",
    courtesies=("grazie mille", "mille grazie"),
    not_physics=NotPhysicsWords(
        cores=(r"nuclei", r"processori"), versions=(r"versione",), ages=(r"anni",),
        people=(r"studenti",), weeks=(r"settimana",),
        events=(r"esami?", r"riunion[ei]", r"fiere?", r"scadenz[ae]")))

SPANISH = Language(
    name="Spanish", code="es",
    function_words=frozenset(_words(
        "el la los las una unos de del es son con para por en pero entre hasta desde sobre como "
        "muy se su sus que")),
    physics_stems=tuple(_words("""
        presio fluj calor fuerz cortant fraccion dosado rico pobre longit ancho altur
        profund angul campo caudal corrent onda llam burbuj superfic estela chorro ebull
        acust sonid inyec flotab seccion cuadr presa compuert cono cuna entrada salida pared
        malla celda tuber tubo escalon esfer placa tapa tobera salmuer agua aceite hidrog
        oxig mezcl segund lado izquierd derech arriba abajo fij bisagr empotr apoy carga
        libre liber muev aislad calient frio graved coefic densid simetr penach
        """)) + ("paso de tiempo", "paso temporal", "tiempo final", "intervalo de escritura"),
    lexicon=_SPANISH, and_a_half=r"y\s+medi[oa]", range_to="a|hasta",
    courtesies=("mil gracias", "un millón de gracias"),
    not_physics=NotPhysicsWords(
        cores=(r"núcleos?", r"nucleos?", r"procesadores?"), machines=(r"portátil",),
        versions=(r"versión",), ages=(r"años",), people=(r"alumnos?", r"alumnas?",
                                                           r"estudiantes?"),
        weeks=(r"semana",), events=(r"exámen(?:es)?", r"examen", r"reuni[oó]n(?:es)?",
                                    r"ferias?", r"fechas?\s+l[ií]mites?")))

PORTUGUESE = Language(
    name="Portuguese", code="pt",
    function_words=frozenset(_words(
        "os um uma de da dos das na nas nos ao às são com para por em ou mas numa num não pela "
        "pelo até como que se")),
    physics_stems=tuple(_words("""
        pressa fluxo calor forca cortant fracao pobre comprim largura altur profund angul
        campo vazao corrent onda chama bolha superfic jato estela ebul injec secao reserv
        comport cunha entrada saida parede malha celul tubo degrau esfer placa tampa bocal
        agua oleo hidrog oxig mistur segund lado esquerd direit fix apoi carga livre quent
        frio gravidad coefic densid simetr raio
        """)) + ("passo de tempo", "tempo final", "intervalo de escrita"),
    lexicon=_PORTUGUESE, and_a_half=r"e\s+mei[oa]", range_to="a|até",
    courtesies=("mil obrigados", "muito obrigado mil vezes"),
    not_physics=NotPhysicsWords(
        cores=(r"núcleos?", r"processadores?"), machines=(r"portátil", r"computador"),
        versions=(r"versão",), ages=(r"anos",), people=(r"alunos?", r"estudantes?"),
        weeks=(r"semana",), events=(r"exames?", r"reuni(?:ão|ões)", r"feiras?", r"prazos?")))

GERMAN = Language(
    name="German", code="de",
    function_words=frozenset(_words(
        "der die das den dem des ein eine einer einem und ist sind mit für auf bei von zu zum "
        "zur wird werden nicht oder über unter bis nach wie")),
    physics_stems=tuple(_words("""
        geschwind druck dichte viskos stromung fluss flus warme kraft schwer scher spannung
        anteil reich mager leitf durchm lange breite hohe tief winkel drehz koeffiz feld
        durchfl durchsatz strom welle stoss flamm partik blase oberfl wirbel strahl nachlauf
        flussig dampf sied akust schall einspritz auftrieb querschn behalt schleus kegel
        keil einlass eintritt auslass austritt wand rand gitter netz zell gebiet kavit rohr
        kanal stufe zylind kugel platte deckel hinderni reaktor duse luft wasser wassersto
        sauersto stickst brennst kraftst gemisch sekund seite link recht oben unten fest
        scharn einspann lager last frei beweg heiss kalt loser zund zeitschritt endzeit
        schreibintervall ausgabeintervall
        """)),
    lexicon=_GERMAN, and_a_half=r"und\s+ein\s+halb", range_to="bis",
    courtesies=("tausend dank", "tausendmal danke"),
    not_physics=NotPhysicsWords(
        cores=(r"kernen?", r"prozessoren"), machines=(r"rechner",),
        ages=(r"jahre\s+alt",), people=(r"studenten", r"studierende", r"schüler"),
        weeks=(r"woche",), events=(r"prüfung(?:en)?", r"besprechung(?:en)?", r"abgabe",
                                   r"messe", r"frist")),
    capitalised_nouns=True, compounds=True, half_suffix="einhalb", verb_final=True)

DUTCH = Language(
    name="Dutch", code="nl",
    function_words=frozenset(_words(
        "de het een en is zijn met voor op bij van tot naar niet of maar wordt worden")),
    physics_stems=tuple(_words("""
        snelh druk stroming stroom debiet dichth warmte kracht zwaartekr schuif spanning
        lengte breedte hoogte diepte hoek toeren golf schok vlam deeltj oppervl wervel
        straal vloeist damp kook geluid inspuit opwaart doorsn wig inlaat uitlaat wand rand
        rooster holte buis leiding kanaal cilind plaat deksel obstakel mondstuk lucht water
        olie waterst zuurst stikst brandst mengsel seconde zijkant links rechts boven vast
        vrij beweg heet koud tijdstap eindtijd schrijfinterval
        """)),
    courtesies=("duizendmaal dank", "duizend maal dank"),
    not_physics=NotPhysicsWords(
        cores=(r"kernen", r"processoren"), machines=(r"computer", r"laptop"),
        versions=(r"versie",), ages=(r"jaar\s+oud",), people=(r"studenten", r"leerlingen"),
        weeks=(r"week",), events=(r"examens?", r"vergadering(?:en)?", r"deadlines?",
                                  r"beurs")),
    lexicon=_DUTCH, and_a_half=r"en\s+een\s+halve?", range_to="tot",
    compounds=True, half_suffix="ënhalf", verb_final=True)

#: The English readings of the verbs that order a run ("write", "run"): at the end of a clause of a
#: verb-final language (``Language.verb_final``) they go first, where the English reader looks.
RUN_VERBS: frozenset[str] = frozenset({"write", "run", "simulate", "compute"})

#: Every language the reader knows, English first.
LANGUAGES: tuple[Language, ...] = (ENGLISH, FRENCH, ITALIAN, SPANISH, PORTUGUESE, GERMAN, DUTCH)
#: The languages a request is detected in when it is not English.
FOREIGN: tuple[Language, ...] = LANGUAGES[1:]
#: Each language by its name.
BY_NAME: Mapping[str, Language] = {language.name: language for language in LANGUAGES}

#: Each language's words in English, for the languages whose lexicon is written.
LEXICONS: Mapping[str, Mapping[str, str]] = {
    language.name: language.lexicon for language in FOREIGN if language.lexicon}

#: Each language's words joining a whole number to its half after the unit.
AND_A_HALF: Mapping[str, str] = {
    language.name: language.and_a_half for language in FOREIGN if language.and_a_half}

#: Courtesies that hold a number word and state no quantity ("thanks a million",
#: "grazie mille"): they are kept as words wherever numbers are read.
COURTESIES: Mapping[str, tuple[str, ...]] = {
    language.name: language.courtesies for language in LANGUAGES}

#: The stems of physics of every language (see ``Language.physics_stems``).
PHYSICS_STEMS: tuple[str, ...] = SHARED_STEMS + tuple(
    stem for language in LANGUAGES for stem in language.physics_stems)

#: Every word the lexicons write in English, and the shared words: a word of these in a request
#: is read as English.
ENGLISH_WORDS: frozenset[str] = SHARED | frozenset(
    word.lower() for lexicon in LEXICONS.values() for english in lexicon.values()
    for word in english.split())
