/*
 * Topic vocabularies. Each document draws its title and section text from one topic, so a
 * 'corrosion' document talks about rust and oxidation and a 'steel' one about tensile strength:
 * keyword and semantic search then have real differences to find.
 */
export interface Topic {
  key: string;
  name: string;
  /** Leaf ICS codes (real ICS field numbers) the topic's documents sit on. */
  ics: string[];
  category: string;
  industries: string[];
  /** Fictional committee code and name; sub-committees are derived from `subjects`. */
  committee: [string, string];
  subjects: string[];
  materials: string[];
  properties: string[];
  apparatus: string[];
  actions: string[];
  phenomena: string[];
  units: string[];
  keywords: string[];
}

/** A topic as written below: each list is one string, its items separated by '; '. */
type TopicSheet = Record<Exclude<keyof Topic, 'committee'>, string> & Pick<Topic, 'committee'>;

const items = (list: string): string[] => list.split('; ');

function topic(sheet: TopicSheet): Topic {
  return {
    key: sheet.key,
    name: sheet.name,
    ics: items(sheet.ics),
    category: sheet.category,
    industries: items(sheet.industries),
    committee: sheet.committee,
    subjects: items(sheet.subjects),
    materials: items(sheet.materials),
    properties: items(sheet.properties),
    apparatus: items(sheet.apparatus),
    actions: items(sheet.actions),
    phenomena: items(sheet.phenomena),
    units: items(sheet.units),
    keywords: items(sheet.keywords),
  };
}

export const TOPICS: Topic[] = [
  topic({
    key: 'steel',
    name: 'Steel and alloys',
    ics: '77.140.10; 77.140.20; 77.140.60; 77.040.10',
    category: 'metals',
    industries: 'construction; manufacturing; energy',
    committee: ['C01', 'Steel, Stainless Steel and Related Alloys'],
    subjects: 'Structural steel; Stainless steel; Steel bars and rods; Mechanical testing',
    materials:
      'carbon structural steel; stainless steel plate; hot-rolled steel bar; low-alloy steel; cold-drawn steel wire; high-strength steel strip',
    properties: 'tensile strength; yield strength; elongation; reduction of area; Rockwell hardness; impact toughness',
    apparatus: 'universal testing machine; extensometer; calibrated micrometer; Charpy pendulum; hardness tester; wedge grips',
    actions:
      'machine the test specimen to the specified gauge length; apply the load at a constant crosshead speed; record the load at the upper yield point; measure the final gauge length after fracture; condition the specimen at room temperature',
    phenomena: 'necking; strain hardening; ductile fracture; plastic deformation; work hardening',
    units: 'MPa; mm; %; HRC; J',
    keywords: 'steel; tensile; yield; elongation; mechanical properties; alloy',
  }),
  topic({
    key: 'concrete',
    name: 'Concrete and cement',
    ics: '91.100.30; 91.100.10',
    category: 'construction',
    industries: 'construction; infrastructure',
    committee: ['C03', 'Concrete, Cement and Masonry Products'],
    subjects: 'Fresh concrete; Hardened concrete; Hydraulic cement; Admixtures',
    materials:
      'portland cement concrete; ready-mixed concrete; hydraulic cement mortar; fibre-reinforced concrete; precast concrete unit; self-consolidating concrete',
    properties: 'compressive strength; slump; air content; setting time; water absorption; flexural strength',
    apparatus: 'compression testing machine; slump cone; tamping rod; air meter; curing tank; cylinder mould',
    actions:
      'cast the cylinders in three equal layers; rod each layer twenty-five times; cure the specimens in saturated lime water; cap the cylinder ends with sulfur mortar; load the specimen until failure',
    phenomena: 'hydration; segregation; bleeding; shrinkage cracking; carbonation',
    units: 'MPa; mm; %; min; kg/m3',
    keywords: 'concrete; cement; compressive strength; curing; slump; aggregate',
  }),
  topic({
    key: 'polymers',
    name: 'Plastics and polymers',
    ics: '83.080.01; 83.080.20; 83.060',
    category: 'materials',
    industries: 'manufacturing; packaging; automotive',
    committee: ['C08', 'Plastics and Elastomers'],
    subjects: 'Thermoplastics; Elastomers; Plastic pipe; Film and sheeting',
    materials:
      'polyethylene film; polypropylene moulding compound; rigid PVC pipe; thermoplastic elastomer; polycarbonate sheet; nylon resin',
    properties: 'melt flow rate; tensile modulus; heat deflection temperature; Izod impact resistance; density; Shore hardness',
    apparatus:
      'extrusion plastometer; injection moulding press; durometer; density gradient column; conditioning chamber; notching cutter',
    actions:
      'condition the specimens for forty hours at 23 °C; extrude the molten resin through the standard die; notch the bar with the cutter; weigh the extrudate to the nearest milligram; mould the plaques under controlled pressure',
    phenomena: 'creep; glass transition; crystallinity; stress cracking; thermal degradation',
    units: 'g/10 min; MPa; °C; kJ/m2; g/cm3',
    keywords: 'plastics; polymer; resin; melt flow; elastomer; moulding',
  }),
  topic({
    key: 'petroleum',
    name: 'Petroleum products and lubricants',
    ics: '75.080; 75.100; 75.160.20',
    category: 'energy',
    industries: 'energy; transportation; chemical processing',
    committee: ['C05', 'Petroleum Products, Liquid Fuels and Lubricants'],
    subjects: 'Fuels; Lubricants; Crude oil sampling; Analytical methods',
    materials: 'diesel fuel oil; aviation turbine fuel; lubricating base oil; crude petroleum; biodiesel blend; hydraulic fluid',
    properties: 'kinematic viscosity; flash point; sulfur content; cloud point; distillation range; water content',
    apparatus:
      'glass capillary viscometer; closed-cup flash tester; X-ray fluorescence analyser; distillation flask; Karl Fischer titrator; constant-temperature bath',
    actions:
      'draw a representative sample from the tank; hold the bath temperature within 0.02 °C; record the efflux time of the liquid; heat the sample at a controlled rate; titrate the sample to the electrometric end point',
    phenomena: 'oxidation stability; wax crystallisation; volatility; emulsification; thermal cracking',
    units: 'mm2/s; °C; mg/kg; % (v/v); mL',
    keywords: 'petroleum; fuel; viscosity; lubricant; flash point; sulfur',
  }),
  topic({
    key: 'coatings',
    name: 'Marine and protective coatings',
    ics: '87.040; 87.020; 47.020',
    category: 'coatings',
    industries: 'marine; infrastructure; energy',
    committee: ['C14', 'Paint, Marine Coatings and Related Products'],
    subjects: 'Antifouling systems; Surface preparation; Film properties; Weathering',
    materials:
      'epoxy marine primer; antifouling topcoat; zinc-rich coating; polyurethane finish; ballast tank lining; deck coating',
    properties:
      'dry film thickness; adhesion strength; gloss retention; salt spray resistance; cathodic disbondment; barnacle settlement',
    apparatus:
      'pull-off adhesion tester; magnetic film thickness gauge; salt fog cabinet; glossmeter; immersion raft; blast cleaning unit',
    actions:
      'abrasive blast the panel to near-white metal; apply the coating by airless spray; scribe an X through the film to the substrate; expose the panels in natural seawater; rate the fouling coverage each month',
    phenomena: 'biofouling; blistering; chalking; undercutting; osmotic blistering',
    units: 'µm; MPa; h; %; GU',
    keywords: 'coating; marine; antifouling; paint; adhesion; seawater',
  }),
  topic({
    key: 'fasteners',
    name: 'Fasteners',
    ics: '21.060.10; 21.060.20',
    category: 'mechanical',
    industries: 'manufacturing; automotive; construction',
    committee: ['C16', 'Threaded Fasteners and Connectors'],
    subjects: 'Bolts and screws; Nuts; Washers; Coatings on fasteners',
    materials: 'hex head bolt; heavy hex nut; hardened steel washer; anchor rod; self-tapping screw; tension control bolt',
    properties: 'proof load; wedge tensile strength; thread pitch; torque-tension relationship; core hardness; coating mass',
    apparatus: 'torque wrench; bolt tension calibrator; thread gauge; wedge fixture; hardness tester; axial load cell',
    actions:
      'assemble the bolt with a hardened washer; tighten the nut to the snug-tight condition; apply the proof load for fifteen seconds; measure the bolt length before and after loading; inspect the threads with a go/no-go gauge',
    phenomena: 'thread stripping; hydrogen embrittlement; self-loosening; galling; preload relaxation',
    units: 'kN; N·m; mm; HRC; g/m2',
    keywords: 'fastener; bolt; nut; torque; thread; preload',
  }),
  topic({
    key: 'geotechnical',
    name: 'Soil and rock',
    ics: '93.020; 13.080',
    category: 'construction',
    industries: 'infrastructure; construction; mining',
    committee: ['C18', 'Soil, Rock and Geotechnical Investigation'],
    subjects: 'Soil classification; Field investigation; Rock mechanics; Groundwater',
    materials: 'fine-grained soil; compacted fill; intact rock core; granular base course; expansive clay; sand sample',
    properties:
      'liquid limit; maximum dry density; permeability; unconfined compressive strength; particle size distribution; California bearing ratio',
    apparatus: 'Casagrande cup; compaction rammer; split-barrel sampler; permeameter; sieve stack; triaxial cell',
    actions:
      'oven-dry the sample at 110 °C; compact the soil in five layers; record the number of blows to close the groove; saturate the specimen under back pressure; sieve the material for ten minutes',
    phenomena: 'consolidation; liquefaction; frost heave; swelling; shear failure',
    units: '%; kg/m3; m/s; kPa; mm',
    keywords: 'soil; rock; geotechnical; compaction; permeability; foundation',
  }),
  topic({
    key: 'welding',
    name: 'Welding and joining',
    ics: '25.160.10; 25.160.40',
    category: 'metals',
    industries: 'manufacturing; construction; marine',
    committee: ['C22', 'Welding, Brazing and Joining'],
    subjects: 'Weld qualification; Filler metals; Inspection of welds; Brazing',
    materials:
      'butt-welded plate; fillet-welded joint; flux-cored electrode; submerged-arc weld metal; brazed copper joint; stud weld',
    properties:
      'weld metal tensile strength; root bend ductility; porosity level; heat-affected zone hardness; penetration depth; Charpy energy of the weld',
    apparatus:
      'guided bend jig; radiographic source; ultrasonic flaw detector; macro-etch station; welding power source; interpass thermometer',
    actions:
      'preheat the joint to the specified temperature; deposit the root pass with the approved electrode; maintain the interpass temperature below the limit; section the weld for macro-etch examination; bend the coupon around the mandrel',
    phenomena: 'lack of fusion; hydrogen cracking; distortion; undercut; slag inclusion',
    units: '°C; kJ/mm; MPa; HV; mm',
    keywords: 'welding; weld; joint; filler metal; inspection; qualification',
  }),
  topic({
    key: 'corrosion',
    name: 'Corrosion of metals',
    ics: '77.060',
    category: 'metals',
    industries: 'marine; energy; infrastructure',
    committee: ['C27', 'Corrosion and Degradation of Metals'],
    subjects: 'Atmospheric corrosion; Electrochemical methods; Cathodic protection; Corrosion inhibitors',
    materials: 'mild steel coupon; galvanised sheet; aluminium alloy panel; buried pipeline steel; reinforcing bar; copper tube',
    properties: 'corrosion rate; pitting depth; mass loss; polarisation resistance; rust grade; breakdown potential',
    apparatus: 'potentiostat; reference electrode; salt fog chamber; pickling bath; analytical balance; exposure rack',
    actions:
      'degrease the coupons in acetone; weigh each coupon to 0.1 mg; expose the coupons at the marine test site; remove the rust by chemical cleaning; scan the potential at 0.167 mV/s',
    phenomena: 'rust formation; oxidation; pitting corrosion; galvanic corrosion; crevice corrosion',
    units: 'mm/y; mg; mV; µm; g/m2',
    keywords: 'corrosion; rust; oxidation; pitting; cathodic protection; electrochemical',
  }),
  topic({
    key: 'water',
    name: 'Water quality',
    ics: '13.060.50; 71.040',
    category: 'environment',
    industries: 'utilities; environment; chemical processing',
    committee: ['C31', 'Water and Environmental Analysis'],
    subjects: 'Inorganic constituents; Organic constituents; Sampling of water; Microbiology',
    materials: 'drinking water; industrial wastewater; boiler feedwater; groundwater sample; reagent water; stormwater runoff',
    properties: 'dissolved oxygen; total hardness; turbidity; chloride concentration; pH; total organic carbon',
    apparatus: 'spectrophotometer; ion chromatograph; turbidimeter; pH meter; sample bottle; burette',
    actions:
      'preserve the sample with nitric acid; filter the sample through a 0.45 µm membrane; calibrate the meter with two buffers; titrate with standard EDTA solution; analyse a blank with each batch',
    phenomena: 'eutrophication; scaling; contamination; biofilm growth; chlorine decay',
    units: 'mg/L; NTU; µS/cm; pH units; mL',
    keywords: 'water; analysis; sampling; contamination; hardness; environment',
  }),
];

/** Words swapped between editions so sentences read as reworded rather than rewritten. */
export const REWORDINGS: [string, string][] = [
  ['shall', 'should'],
  ['specimen', 'test piece'],
  ['determine', 'establish'],
  ['method', 'procedure'],
  ['suitable', 'appropriate'],
  ['approximately', 'about'],
  ['ensure', 'verify'],
  ['described', 'specified'],
];
