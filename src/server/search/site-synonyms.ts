/*
 * Words people on site use for what the standards name otherwise (everyday → technical). The
 * word vectors cannot learn these: trained on general text, they put "damp" next to "dry" and
 * "loose" next to "tight", and they know nothing of a trade's habits ("jet fuel" for aviation
 * turbine fuel, "rebar" for reinforcing bar). Written from the trades' vocabularies
 * (src/server/seed/vocab.ts, term by term: what would a foreman call this?), not from any query
 * set. Keys are single lower-case words as the tokeniser produces them; values are catalogue
 * words or terms. A key that is ambiguous across trades lists each trade's term, and the fusion
 * with the word vectors sorts out which the rest of the question means.
 */

/** A row: everyday words (space-separated) and the catalogue terms (comma-separated) all of them stand for. */
const ROWS: [words: string, terms: string][] = [
  // Corrosion.
  ['rust rusty rusting rusted', 'corrosion, oxidation, rust'],
  ['corroding', 'corrosion'],
  ['eaten', 'corrosion, pitting'],
  ['eats', 'corrosion'],
  ['holes', 'pitting, porosity'],
  ['dissimilar', 'galvanic corrosion'],
  ['underground', 'buried'],
  ['pipes piping', 'pipe, tube, pipeline'],
  ['rebar', 'reinforcing bar'],
  ['weight weighing', 'mass'],
  // Protective coatings.
  ['paint', 'coating, paint'],
  ['painted', 'coating'],
  ['bubbling', 'blistering'],
  ['bubbles', 'blistering, porosity'],
  ['blisters', 'blistering'],
  ['peeling flaking', 'adhesion, disbondment'],
  ['stick', 'adhesion'],
  ['shine shiny', 'gloss'],
  ['dull', 'gloss, chalking'],
  ['chalky powdery', 'chalking'],
  ['barnacles', 'barnacle, biofouling, antifouling'],
  ['weed', 'biofouling, antifouling'],
  ['shells', 'biofouling, barnacle'],
  ['hull', 'marine, antifouling'],
  ['ship boat', 'marine'],
  ['sandblasting', 'abrasive blast'],
  // Fasteners.
  ['loose loosen', 'self-loosening'],
  ['brittle', 'embrittlement, impact'],
  ['seizing seize', 'galling'],
  ['stripped', 'thread stripping'],
  ['clamping clamp', 'preload, tension'],
  ['tightening', 'torque, preload'],
  ['holding', 'anchor'],
  ['twist', 'tension control'],
  // Steel.
  ['stretches stretch stretching', 'elongation'],
  ['snaps snapping breaking', 'fracture'],
  ['permanently', 'yield, plastic deformation'],
  ['thinning', 'necking'],
  // Concrete.
  ['drying dries', 'shrinkage'],
  ['settling', 'segregation, consolidation'],
  ['soaks soak', 'absorption'],
  ['bending', 'flexural, bend'],
  ['co2', 'carbonation'],
  ['bricklaying masonry', 'mortar'],
  ['workability', 'slump'],
  ['truck batching', 'ready-mixed'],
  ['flows', 'self-consolidating'],
  ['vibrating', 'self-consolidating, self-loosening'],
  ['vibration', 'self-loosening, self-consolidating'],
  // Plastics.
  ['sagging sag', 'creep'],
  ['soft softening', 'glass transition, heat deflection'],
  ['rubber', 'elastomer, shore hardness'],
  ['rubbery', 'elastomer, glass transition'],
  ['pellets granules', 'resin, moulding compound'],
  ['clear transparent', 'polycarbonate'],
  ['splitting', 'cracking'],
  ['bags', 'polyethylene film'],
  ['bottles', 'polyethylene'],
  // Fuels and lubricants.
  ['jet kerosene', 'aviation turbine fuel'],
  ['aircraft', 'aviation'],
  ['petrol gasoline', 'fuel'],
  ['waxy', 'wax crystallisation, cloud point'],
  ['cloudy hazy', 'cloud point, turbidity'],
  ['thick', 'viscosity, thickness'],
  ['runny', 'viscosity'],
  ['sludge', 'oxidation stability'],
  ['evaporates evaporate', 'volatility, distillation'],
  ['flammable', 'flash point'],
  ['lube', 'lubricating, lubricant'],
  ['bio', 'biodiesel'],
  ['sulphur', 'sulfur'],
  // Soil and rock.
  ['ground', 'soil, geotechnical'],
  ['dirt', 'soil'],
  ['freezes freezing frost', 'frost heave'],
  ['swells swell', 'swelling, expansive'],
  ['backfill', 'compacted fill'],
  ['gravel hardcore', 'granular base course'],
  ['sieving grading', 'particle size distribution'],
  ['crushing', 'compressive strength'],
  ['seepage', 'permeability'],
  // Welding.
  ['damp', 'hydrogen'],
  ['moisture', 'hydrogen, water content'],
  ['rods', 'electrode'],
  ['warping', 'distortion'],
  ['toe', 'undercut'],
  ['melt', 'fusion, melt flow'],
  // Water.
  ['murky', 'turbidity'],
  ['limescale', 'scaling, hardness'],
  ['scale', 'scaling'],
  ['tap potable', 'drinking water'],
  ['sewage effluent', 'wastewater'],
  ['rain', 'stormwater'],
  ['algae', 'eutrophication'],
  ['slime', 'biofilm, biofouling'],
  ['salty', 'chloride'],
  // Kinds of document.
  ['glossary definitions dictionary', 'terminology'],
  ['spec', 'specification'],
];

/** Everyday word → the catalogue words or terms it stands for. */
export const SITE_SYNONYMS: Record<string, string[]> = Object.fromEntries(
  ROWS.flatMap(([words, terms]) => words.split(' ').map((word) => [word, terms.split(', ')])),
);
