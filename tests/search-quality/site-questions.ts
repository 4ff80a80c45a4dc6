/*
 * Site questions: how an engineer on site asks, in their own words, for a document of
 * the demo catalogue (CATALOGUE in queries.ts: 500 documents, seed 1).
 *
 * How they were written: from the topic vocabularies in src/server/seed/vocab.ts and a plain
 * listing of the English titles of the 500-document catalogue (its database rows, read with a
 * SELECT, never a search). For a title's subject, the question says what someone on site would
 * say: the symptom rather than the test's name ("paint bubbling" for blistering, "bolts working
 * loose" for self-loosening), the everyday word rather than the catalogue's ("rebar", "jet fuel",
 * "twist-off bolts"), often as a whole question with words no document uses. Every question was
 * written, and its expected title phrase chosen, before any search engine was run on it; none was
 * reworded or dropped after seeing results. The ground truth is the catalogue's own title text
 * (every English document whose title holds the phrase, all editions) or a topic, as in queries.ts.
 * Nothing in the engine may name these questions or their words for their sake.
 */
import type { QualityQuery } from './queries';

const q = (query: string, titleIncludes: string): QualityQuery => ({ query, kind: 'question', expect: { titleIncludes } });
const topic = (query: string, key: string): QualityQuery => ({ query, kind: 'question', expect: { topic: key } });

export const SITE_QUESTIONS: QualityQuery[] = [
  // Fasteners.
  q('bolts keep working loose from vibration', 'Self-Loosening'),
  q('galvanized bolts going brittle and snapping', 'Hydrogen Embrittlement'),
  q('threads seizing up when screwing in', 'Galling'),
  q('bolt losing its tension some time after tightening', 'Preload Relaxation'),
  q('how much torque gives the right clamping force in a bolt', 'Torque-Tension'),
  q('strength of the holding down bolts cast into the foundation', 'Anchor Rod'),
  q('screws that cut their own thread', 'Self-Tapping Screw'),
  q('twist-off structural bolts', 'Tension Control Bolt'),
  q('hardened washers under structural bolts', 'Hardened Steel Washer'),
  // Corrosion.
  q('rust on galvanized roofing sheets', 'Galvanised Sheet'),
  q('how much metal a steel plate loses to rust, weighing it before and after', 'Mass Loss'),
  q('two different metals touching and one of them eats away', 'Galvanic Corrosion'),
  q('rusty rebar', 'Reinforcing Bar'),
  q('underground pipeline rusting', 'Buried Pipeline Steel'),
  q('green corrosion on copper pipes', 'Copper Tube'),
  q('what do the words in rust and corrosion reports mean', 'Terminology Relating to Corrosion'),
  q('small deep holes eaten into metal', 'Pitting'),
  // Coatings.
  q('how thick is the paint once it has dried', 'Dry Film Thickness'),
  q('paint bubbling up on the ship deck', 'Blistering in Deck Coating'),
  q('paint peeling off, how well does it stick', 'Adhesion Strength'),
  q('weed and shells growing on painted surfaces in the sea', 'Biofouling'),
  q('paint going dull and losing its shine', 'Gloss Retention'),
  q('paint inside the ballast tanks of a ship', 'Ballast Tank Lining'),
  q('checking zinc primer on steelwork', 'Zinc-Rich Coating'),
  q('glossary of marine paint words', 'Terminology Relating to Marine'),
  // Concrete.
  q('concrete cracking as it dries out', 'Shrinkage Cracking'),
  q('stones settling to the bottom of the concrete mix', 'Segregation'),
  q('concrete that flows into the formwork without vibrating', 'Self-Consolidating Concrete'),
  q('how much water the concrete soaks up', 'Water Absorption'),
  q('bending strength of a concrete beam', 'Flexural Strength'),
  q('CO2 from the air getting into precast concrete', 'Carbonation'),
  q('bricklaying mortar', 'Hydraulic Cement Mortar'),
  q('concrete delivered by truck from the batching plant', 'Ready-Mixed Concrete'),
  q('meaning of concrete and cement words', 'Terminology Relating to Concrete'),
  // Steel.
  q('steel bar going thin in one spot before it snaps', 'Necking'),
  q('load at which steel starts to bend for good', 'Yield Strength'),
  q('how far stainless plate stretches before breaking', 'Elongation'),
  q('drawn wire for springs and strand', 'Cold-Drawn Steel Wire'),
  q('how much energy a steel wire takes when it is hit', 'Impact Toughness'),
  q('definitions for steel words', 'Terminology Relating to Steel'),
  // Plastics.
  q('plastic slowly sagging under a constant load', 'Creep'),
  q('PVC pipe splitting under stress', 'Stress Cracking in Rigid PVC Pipe'),
  q('how hard is the rubber, durometer reading', 'Shore Hardness'),
  q('clear plastic roof sheets', 'Polycarbonate Sheet'),
  q('plastic turning soft and rubbery as it warms up', 'Glass Transition'),
  q('plastic breaking down when it gets too hot', 'Thermal Degradation'),
  q('nylon pellets for moulding', 'Nylon Resin'),
  // Petroleum.
  q('jet fuel going waxy in the cold', 'Wax Crystallisation'),
  q('lube oil going cloudy when it gets cold', 'Cloud Point'),
  q('oil going bad and forming sludge in storage', 'Oxidation Stability'),
  q('taking a sample of the hydraulic oil from a machine', 'Sampling Hydraulic Fluid'),
  q('bio diesel samples', 'Biodiesel Blend'),
  q('fuel for aircraft engines', 'Aviation Turbine Fuel'),
  q('how fast crude oil evaporates', 'Volatility'),
  // Water.
  q('how cloudy is the water', 'Turbidity'),
  q('hard scale building up inside boilers', 'Scaling'),
  q('chlorine disappearing from tap water', 'Chlorine Decay'),
  q('slime growing in lab water', 'Biofilm Growth'),
  q('rain running off roads and car parks', 'Stormwater Runoff'),
  q('algae blooms from fertiliser in lakes', 'Eutrophication'),
  // Welding.
  q('cracks in welds from damp electrodes', 'Hydrogen Cracking'),
  q('weld that did not melt into the base metal', 'Lack of Fusion'),
  q('slag trapped inside stud welds', 'Slag Inclusion'),
  q('gas holes in a butt weld', 'Porosity'),
  q('welding wire with flux inside it', 'Flux-Cored Electrode'),
  // Soil and rock.
  q('ground lifting when it freezes in winter', 'Frost Heave'),
  q('clay that swells when it gets wet', 'Expansive Clay'),
  q('backfill compacted in layers', 'Compacted Fill'),
  q('crushed stone under the road', 'Granular Base Course'),
  q('crushing strength of a rock core', 'Unconfined Compressive Strength'),
  q('soil and rock glossary', 'Terminology Relating to Soil'),
  // Whole subjects.
  topic('standards for diesel, petrol and jet fuel', 'petroleum'),
  topic('ground investigation for foundations', 'geotechnical'),
  topic('tap water and waste water testing', 'water'),
  topic('paint systems for ships and offshore steel', 'coatings'),
];
