/*
 * Blind questions: how an engineer or foreman on site asks, in their own words, for a document of
 * the demo catalogue (CATALOGUE in queries.ts: 500 documents, seed 1), written on 2026-11-27 blind
 * to the search engine, its synonym map and the earlier site questions.
 *
 * How they were written: from the topic vocabularies in src/server/seed/vocab.ts and a plain
 * listing of the English titles of the 500-document catalogue (its database rows, read with a
 * SELECT after seeding a throwaway database, never a search). Nothing under src/server/search/ was
 * read, and no search, bench or server was run. For a title's subject, the question says what
 * someone on site would say: the symptom rather than the test's name ("stones dropping to the
 * bottom of the pour" for segregation, "cold lap" for lack of fusion, "fur in the boiler tubes"
 * for scaling), the everyday or trade word rather than the catalogue's ("reo", "tek screws",
 * "bore water", "galv", "gasless wire"), short and long, often as a whole question with words no
 * document uses. Every expected title phrase was chosen with its question, before anything was
 * run; none was reworded or dropped after seeing results. The ground truth is the catalogue's own
 * title text (every English document whose title holds the phrase, all editions) or a topic, as in
 * queries.ts. Nothing in the engine may name these questions or their words for their sake.
 * One lapse: while checking the file format, the writer saw the first eight site questions (all
 * fasteners), after drafting the fastener questions here; their targets stayed, and their wording
 * was changed away from the words seen.
 */
import type { QualityQuery } from './queries';

const q = (query: string, titleIncludes: string): QualityQuery => ({ query, kind: 'question', expect: { titleIncludes } });
const topic = (query: string, key: string): QualityQuery => ({ query, kind: 'question', expect: { topic: key } });

export const BLIND_QUESTIONS: QualityQuery[] = [
  // Steel.
  q(
    'the bars straight off the rolling mill: at what stress do they stop springing back and stay bent?',
    'Yield Strength of Hot-Rolled Steel Bar',
  ),
  q('how far will stainless plate stretch before it tears apart', 'Elongation of Stainless Steel Plate'),
  q(
    'drawn wire for the tie-downs, will it shatter if it takes a sharp knock in the cold?',
    'Impact Toughness of Cold-Drawn Steel Wire',
  ),
  q('test piece went thin and waisted in the middle before it let go', 'Necking'),
  q(
    'We have a delivery of ordinary mild structural sections on site. How should the lab cut pieces from it for testing?',
    'Sampling Carbon Structural Steel',
  ),
  q(
    'what do the words in the metal grade specs mean, is there a glossary for steelwork?',
    'Terminology Relating to Steel and alloys',
  ),

  // Concrete.
  q(
    'the cover concrete has lost its alkalinity and the bars inside could start to rust, how do I find how far in that front has crept?',
    'Carbonation',
  ),
  q(
    'stones dropping to the bottom of the pour and paste floating up when we pump the mix',
    'Segregation in Portland Cement Concrete',
  ),
  q(
    'how much load will a beam of the no-vibration flowing mix take in bending before it cracks?',
    'Flexural Strength of Self-Consolidating Concrete',
  ),
  q('fine cracks showing up as the flowable mix dries out', 'Shrinkage Cracking in Self-Consolidating Concrete'),
  q('what must the mix coming off the agitator truck from the batching plant comply with?', 'Ready-Mixed Concrete'),
  q('requirements for the bricklayers mortar', 'Hydraulic Cement Mortar'),
  q('how much water does the hardened flowing mix soak up', 'Water Absorption of Self-Consolidating Concrete'),

  // Plastics.
  q(
    'the grey plastic pressure pipe splits along fine lines wherever solvent got on it while it was under strain',
    'Stress Cracking in Rigid PVC Pipe',
  ),
  q(
    'how rubbery is the seal material? press a spring pin into it and read the number',
    'Shore Hardness of Thermoplastic Elastomer',
  ),
  q(
    'if you whack the poly sheeting with a swinging hammer, how much does it take to break it',
    'Izod Impact Resistance of Polyethylene Film',
  ),
  q(
    'clear roof sheeting goes floppy once it gets hot: at what temperature does the plastic turn from glassy to soft?',
    'Glass Transition',
  ),
  q('plastic parts slowly sagging under a constant weight over months', 'Assessing Creep'),
  q('how easily the melted nylon pellets run through the die, compared between labs', 'Melt Flow Rate of Nylon Resin'),
  q('film came out of the extruder scorched and brittle because the melt sat too long in the hot barrel', 'Thermal Degradation'),

  // Fuels and oils.
  q(
    'the kerosene in the aircraft tanks turns to slush when it gets cold at altitude',
    'Wax Crystallisation in Aviation Turbine Fuel',
  ),
  q('how thick and slow does the bio diesel mix pour?', 'Kinematic Viscosity of Biodiesel Blend'),
  q('taking a bottle of oil out of the excavator hydraulics for the lab, how?', 'Sampling Hydraulic Fluid'),
  q('at what temperature does the engine base oil go hazy in the cold', 'Cloud Point of Lubricating Base Oil'),
  q('base oil turning dark and sludgy after running hot for a long time', 'Oxidation Stability in Lubricating Base Oil'),
  q('moisture got into the base oil, how do labs agree on measuring how much?', 'Water Content of Lubricating Base Oil'),
  q('raw oil from the well gives off light ends that evaporate in the tank', 'Volatility in Crude Petroleum'),
  topic('anything on the oils and fuels we put in the plant and machinery', 'petroleum'),

  // Coatings.
  q(
    'how thick has the painter actually laid the primer on the hull once it has dried? checking with a gauge',
    'Dry Film Thickness of Epoxy Marine Primer',
  ),
  q('ballast tank lining has gone dull and powdery, rubs off on your glove', 'Chalking'),
  q('slime and weed growing over the walkway paint on deck', 'Biofouling'),
  q('rust creeping in under the deck paint from a scratch and the paint lifting at the edge', 'Undercutting'),
  q(
    'how hard do you have to pull before the antifoul top layer comes away from the hull?',
    'Adhesion Strength of Antifouling Topcoat',
  ),
  q('little pimples and boils coming up in the zinc primer after a few weeks', 'Blistering in Zinc-Rich Coating'),

  // Fasteners.
  q('the stainless sheet-metal screws lock up solid partway and rip their threads out', 'Galling'),
  q(
    'plated high-strength bolts cracking off at the head by themselves a few days after they were done up',
    'Hydrogen Embrittlement in Hex Head Bolt',
  ),
  q(
    'the long threaded bars cast into the pier for the column base plate: how much pull do they take when loaded off-square on a slanted washer?',
    'Wedge Tensile Strength of Anchor Rod',
  ),
  q('the bolted joint gets slack over the weeks although the nuts never turned', 'Preload Relaxation'),
  q('getting the big six-sided nuts ready for lab testing', 'Preparing Specimens of Heavy Hex Nut'),
  q('how hard are the cladding tek screws right through the middle of the shank?', 'Core Hardness of Self-Tapping Screw'),

  // Soil and rock.
  q('ground lifting in winter when the frost gets into it', 'Frost Heave'),
  q('reactive clay under the house slab swells when wet and shrinks in summer, what should we check?', 'Expansive Clay'),
  q(
    'core out of the borehole: how much will it take crushed end to end with nothing holding the sides?',
    'Unconfined Compressive Strength of Intact Rock Core',
  ),
  q('how well does the crushed-rock road base hold up under a plunger, comparison between labs', 'California Bearing Ratio'),
  q('what does the engineered backfill behind the retaining wall need to meet?', 'Compacted Fill'),
  q('silt and clay grading of the site dirt', 'Particle Size Distribution of Fine-Grained Soil'),
  topic('anything about what the ground can carry before we dig footings', 'geotechnical'),

  // Welding.
  q('cracks turning up beside the weld hours after we finished, probably from damp rods', 'Hydrogen Cracking'),
  q('cold lap: the weld never melted into the side wall', 'Lack of Fusion'),
  q('a groove eaten into the plate along the toe of the fillet', 'Undercut in Fillet-Welded Joint'),
  q('gas pinholes through the butt weld on the plate', 'Porosity Level of Butt-Welded Plate'),
  q('shear studs on the composite deck: how strong is the weld itself?', 'Weld Metal Tensile Strength of Stud Weld'),
  q('keeping the gasless wire reels dry before use', 'Conditioning Flux-Cored Electrode'),
  q('words the weld inspector uses, explained', 'Terminology Relating to Welding and joining'),

  // Corrosion.
  q('copper water pipe clipped straight onto steel brackets is eating itself away', 'Galvanic Corrosion in Copper Tube'),
  q('small deep holes eaten into the metal surface', 'Pitting Corrosion'),
  q('how fast is the zinc-coated roofing iron wasting away', 'Corrosion Rate of Galvanised Sheet'),
  q('white powdery rust on the galv sheets', 'Oxidation in Galvanised Sheet'),
  q('what steel is required for the gas main laid in the ground', 'Specification for Buried Pipeline Steel'),
  q('the reo bars in the slab are going rusty', 'Oxidation in Reinforcing Bar'),
  q('we hang plates out by the sea and weigh them a year later: how much metal did they lose?', 'Mass Loss'),
  q('at what voltage do pits start breaking through on aluminium cladding', 'Breakdown Potential of Aluminium Alloy Panel'),

  // Water.
  q('fur building up inside the boiler tubes from the water we feed it', 'Scaling in Boiler Feedwater'),
  q('how murky is the bore water we pumped?', 'Turbidity of Groundwater Sample'),
  q('the chlorine in the tap water has died off by the end of the long pipe runs', 'Chlorine Decay in Drinking Water'),
  q('limits on the rain runoff leaving the site after a storm', 'Stormwater Runoff'),
  q("slime growing in the lab's pure water", 'Biofilm Growth in Reagent Water'),
  topic('is there anything on pollution, and on testing what comes out of the taps and the drains', 'water'),
];
