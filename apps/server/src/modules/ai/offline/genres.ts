import type { GENRES } from '@storyloom/domain';

export type Genre = (typeof GENRES)[number];

export interface GenreKit {
  label: string;
  tone: string;
  names: readonly string[];
  places: readonly string[];
  /** What stands in the hero's way. */
  conflicts: readonly string[];
  /** The turn of the middle act. */
  twists: readonly string[];
  /** How such a story tends to end. */
  endings: readonly string[];
  senses: readonly string[];
}

/** What each story genre brings: names, places, conflicts, turns, endings, texture. */
export const GENRE_KITS: Record<Genre, GenreKit> = {
  fantasy: {
    label: 'Fantasy',
    tone: 'wondrous and epic',
    names: ['Elara Thornwood', 'Kael Ashborne', 'Maren Vey', 'Tobin Reedwhistle', 'Isolde Kestrel'],
    places: ['a floating citadel above the Mistveil Sea', 'the Whispering Wood', 'a mountain library carved into ice'],
    conflicts: ['an ancient curse wakes', 'the last dragon egg is stolen', "the kingdom's magic begins to fade"],
    twists: ['the mentor was the one who cast the curse', 'the map was drawn by their own future self'],
    endings: ['a hard-won victory that costs the hero their magic', 'a new alliance between old enemies'],
    senses: ['the hum of old spells in the stones', 'lantern moths circling the towers', 'the smell of rain on moss'],
  },
  'sci-fi': {
    label: 'Sci-Fi',
    tone: 'curious and high-stakes',
    names: ['Nova Reyes', 'Dax Okonkwo', 'Lyra Chen-9', 'Orion Hale', 'Juno Park'],
    places: ['a generation ship drifting past Neptune', 'a research dome on Europa', 'a neon megacity in 2189'],
    conflicts: [
      'the station AI starts rewriting its own orders',
      'a signal arrives from a star that died',
      'the oxygen farms fail',
    ],
    twists: ['the crew has been living inside a simulation', 'the alien signal is a warning from humans'],
    endings: ["first contact on humanity's terms", 'a sacrifice that saves the colony'],
    senses: ['the low thrum of the reactor', 'cold blue light from the viewports', 'recycled air that tastes of metal'],
  },
  mystery: {
    label: 'Mystery',
    tone: 'tense and clever',
    names: ['Detective Mara Quill', 'Felix Ambrose', 'Harriet Lowe', 'Inspector Sol Navarro', 'Wren Castellane'],
    places: ['a fog-bound seaside town', 'a locked boarding-school library', 'an old clock tower'],
    conflicts: [
      'a valuable heirloom vanishes overnight',
      'anonymous letters predict each new incident',
      'a witness disappears',
    ],
    twists: ['the victim staged the crime', 'two suspects are secretly working together'],
    endings: ['the culprit unmasked in front of everyone', 'a quiet confession that changes the town'],
    senses: [
      'footsteps on creaking floorboards',
      'the tick of a stopped clock restarting',
      'ink smudges on a torn note',
    ],
  },
  romance: {
    label: 'Romance',
    tone: 'warm and heartfelt',
    names: ['Sofia Marin', 'Eli Brennan', 'Amara Lewis', 'Theo Walsh', 'Priya Desai'],
    places: ['a small bookshop on a rainy street', 'a summer music festival', 'a café by the harbour'],
    conflicts: [
      'a misunderstanding neither will admit',
      'a move across the world is weeks away',
      'rival projects compete',
    ],
    twists: ['the anonymous pen pal was beside them all along', 'the rival was helping in secret'],
    endings: ['a brave confession under the festival lights', 'two people choosing each other on purpose'],
    senses: [
      'the smell of coffee and old paper',
      'string lights swaying in the breeze',
      'a song playing twice by chance',
    ],
  },
  comedy: {
    label: 'Comedy',
    tone: 'playful and fast-paced',
    names: ['Benny Fizzwick', 'Dot Marlowe', 'Gus Pickering', 'Lulu Banks', 'Ziggy Patel'],
    places: ['a chaotic school talent show', 'a family road trip in a tiny van', 'a pet hotel on opening day'],
    conflicts: ['a tiny lie snowballs out of control', 'the wrong package is delivered', 'a viral video goes wrong'],
    twists: ['the disaster turns out to be exactly what everyone needed', 'the prank backfires twice'],
    endings: ['a ridiculous finale where every plan collides', 'an unlikely hero takes a bow'],
    senses: ['a squeaky trombone in the distance', 'glitter absolutely everywhere', 'a goat where no goat should be'],
  },
  drama: {
    label: 'Drama',
    tone: 'honest and emotional',
    names: ['Clara Whitfield', 'Marcus Bell', 'Nadia Farouk', 'Owen Gallagher', 'Leah Moreno'],
    places: [
      'a family farm facing foreclosure',
      'a hospital waiting room at night',
      'a city apartment the week of a move',
    ],
    conflicts: [
      'an old family secret comes out',
      'a scholarship and a duty pull in opposite ways',
      'a friendship breaks',
    ],
    twists: ['the person they blamed was protecting them', 'the letter was never sent'],
    endings: ['a reconciliation that leaves scars', 'a choice that finally belongs to them'],
    senses: ['the silence after an argument', 'late light on an unmade bed', 'a kettle that nobody turns off'],
  },
};
