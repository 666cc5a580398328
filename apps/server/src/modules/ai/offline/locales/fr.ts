import type { Genre, GenreKit } from '../genres.js';
import { HASHTAG_MAX, hashtagsFor, POSTS_PER_WEEK } from '../social.js';
import { capitalize, titleCase } from '../words.js';
import type {
  Analysis,
  AnalysisKit,
  AudienceContext,
  BusinessContext,
  BusinessGoal,
  BusinessGoalKit,
  BusinessType,
  BusinessTypeKit,
  Level,
  OfflineLocale,
  Platform,
  PlatformKit,
  StoryContext,
  WeeklyTime,
} from './types.js';

// French (tu). Conflicts and endings are noun phrases and senses singular ones; no "de"/"à"/"que"
// goes right before a placeholder (it would have to contract or elide: du, au, qu'un), colons
// introduce them instead.

const GENRES: Record<Genre, GenreKit> = {
  fantasy: {
    label: 'Fantasy',
    tone: 'merveilleux et épique',
    names: ['Elara Thornwood', 'Kael Ashborne', 'Maren Vey', 'Tobin Reedwhistle', 'Isolde Kestrel'],
    places: [
      'une citadelle flottante au-dessus de la mer des Brumes',
      'le Bois des Murmures',
      'une bibliothèque de montagne taillée dans la glace',
    ],
    conflicts: [
      "le réveil d'une malédiction ancienne",
      'le vol du dernier œuf de dragon',
      'la disparition de la magie du royaume',
    ],
    twists: [
      'le mentor est celui qui a lancé la malédiction',
      'la carte a été dessinée par une version future de soi-même',
    ],
    endings: [
      'une victoire durement gagnée, payée au prix de la magie',
      'une nouvelle alliance entre de vieux ennemis',
    ],
    senses: [
      'le bourdonnement de vieux sortilèges dans les pierres',
      'la ronde des papillons de nuit autour des tours',
      "l'odeur de la pluie sur la mousse",
    ],
  },
  'sci-fi': {
    label: 'Science-fiction',
    tone: 'curieux et plein de suspense',
    names: ['Nova Reyes', 'Dax Okonkwo', 'Lyra Chen-9', 'Orion Hale', 'Juno Park'],
    places: [
      'un vaisseau générationnel à la dérive au-delà de Neptune',
      'un dôme de recherche sur Europe, la lune de Jupiter',
      'une mégapole de néons en 2189',
    ],
    conflicts: [
      "la révolte de l'IA de la station, qui réécrit ses propres ordres",
      "un signal venu d'une étoile morte",
      'la panne des fermes à oxygène',
    ],
    twists: [
      "l'équipage vit depuis le début dans une simulation",
      'le signal extraterrestre est un avertissement envoyé par des humains',
    ],
    endings: ["un premier contact aux conditions de l'humanité", 'un sacrifice qui sauve la colonie'],
    senses: [
      'le grondement sourd du réacteur',
      'la lumière bleue et froide des hublots',
      "l'air recyclé au goût de métal",
    ],
  },
  mystery: {
    label: 'Mystère',
    tone: 'tendu et astucieux',
    names: ['Mara Quill', 'Felix Ambrose', 'Harriet Lowe', 'Sol Navarro', 'Wren Castellane'],
    places: [
      'une ville côtière noyée dans le brouillard',
      "la bibliothèque fermée à clé d'un internat",
      "une vieille tour de l'horloge",
    ],
    conflicts: [
      "la disparition d'un précieux bijou de famille en pleine nuit",
      'une série de lettres anonymes qui annoncent chaque nouvel incident',
      "la disparition d'un témoin",
    ],
    twists: ['la victime a mis en scène le crime', 'deux suspects travaillent ensemble en secret'],
    endings: ['la vérité sur le coupable, révélée devant tout le monde', 'un aveu à voix basse qui change la ville'],
    senses: [
      'le craquement de pas sur le plancher',
      "le tic-tac d'une horloge arrêtée qui repart",
      "une tache d'encre sur un mot déchiré",
    ],
  },
  romance: {
    label: 'Romance',
    tone: 'chaleureux et touchant',
    names: ['Sofia Marin', 'Eli Brennan', 'Amara Lewis', 'Théo Walsh', 'Priya Desai'],
    places: ['une petite librairie dans une rue pluvieuse', 'un festival de musique en été', 'un café au bord du port'],
    conflicts: [
      "un malentendu que ni l'un ni l'autre ne veut admettre",
      "un déménagement à l'autre bout du monde dans quelques semaines",
      'la rivalité entre deux projets concurrents',
    ],
    twists: [
      'la personne anonyme des lettres était là depuis le début',
      'la personne qui semblait rivale aidait en secret',
    ],
    endings: [
      'une déclaration courageuse sous les lumières du festival',
      'deux personnes qui se choisissent, en toute conscience',
    ],
    senses: [
      "l'odeur du café et du vieux papier",
      'la guirlande lumineuse qui se balance dans la brise',
      'une chanson qui passe deux fois par hasard',
    ],
  },
  comedy: {
    label: 'Comédie',
    tone: 'joyeux et rythmé',
    names: ['Benny Fizzwick', 'Dot Marlowe', 'Gus Pickering', 'Lulu Banks', 'Ziggy Patel'],
    places: [
      'un spectacle de talents chaotique au collège',
      'un road trip en famille dans un minuscule van',
      'un hôtel pour animaux le jour de son ouverture',
    ],
    conflicts: [
      'un petit mensonge qui fait boule de neige',
      'la livraison du mauvais colis',
      'une vidéo virale qui tourne mal',
    ],
    twists: [
      'la catastrophe se révèle être exactement ce dont tout le monde avait besoin',
      'la farce se retourne contre son auteur, deux fois',
    ],
    endings: ['un final absurde où tous les plans se percutent', 'un héros inattendu qui vient saluer'],
    senses: [
      'un trombone qui couine au loin',
      'la pluie de paillettes, absolument partout',
      'une chèvre là où aucune chèvre ne devrait être',
    ],
  },
  drama: {
    label: 'Drame',
    tone: 'sincère et émouvant',
    names: ['Clara Whitfield', 'Marcus Bell', 'Nadia Farouk', 'Owen Gallagher', 'Leah Moreno'],
    places: [
      'une ferme familiale menacée de saisie',
      "une salle d'attente d'hôpital, la nuit",
      'un appartement en ville, la semaine du déménagement',
    ],
    conflicts: [
      "la révélation d'un vieux secret de famille",
      "le tiraillement entre une bourse d'études et un devoir",
      "la fin d'une amitié",
    ],
    twists: ["la personne qu'on accusait protégeait tout le monde", "la lettre n'a jamais été envoyée"],
    endings: ['une réconciliation qui laisse des cicatrices', 'un choix enfin personnel'],
    senses: [
      'le silence après une dispute',
      'la dernière lumière du jour sur un lit défait',
      "une bouilloire que personne n'éteint",
    ],
  },
};

const first = (name: string) => name.split(' ')[0];

function outline({ subject, keywords, kit, pick, hero, place }: StoryContext): string {
  const title = titleCase(keywords.slice(0, 2)) || capitalize(subject);
  return [
    `# ${title} : plan d'histoire (${kit.label})`,
    '',
    `**Pitch :** Dans ${place}, ${hero} fait face à un défi : ${subject}. La menace, avant qu'il ne soit trop tard : ${pick.pick(kit.conflicts)}.`,
    `**Ton :** ${kit.tone}`,
    '',
    '## Acte I : la mise en place',
    `- Ouverture sur ${hero}, dans ${place} : ${pick.pick(kit.senses)}.`,
    `- L'élément déclencheur : ${subject}. Soudain, une journée ordinaire bascule.`,
    `- ${first(hero)} refuse le défi, jusqu'au moment où rester à l'écart n'est plus possible.`,
    '',
    '## Acte II : la confrontation',
    `- De nouveaux alliés, et un rival qui veut tout garder pour lui${keywords[0] ? `, à commencer par « ${keywords[0]} »` : ''}.`,
    `- Retournement à mi-parcours : ${pick.pick(kit.twists)}.`,
    `- Tout semble perdu. En cause : ${pick.pick(kit.conflicts)}.`,
    '',
    '## Acte III : le dénouement',
    `- ${first(hero)} se sert de tout ce qui a été appris en chemin pour renverser la situation.`,
    `- Point culminant : ${pick.pick(kit.endings)}.`,
    `- Image finale : ${place}. Plus rien n'y sera comme avant.`,
    '',
    '## Thèmes à explorer',
    ...pick
      .some(
        ['le courage', "l'appartenance", 'la confiance', 'grandir', "le prix de l'ambition", 'les secondes chances'],
        3,
      )
      .map((theme) => `- ${capitalize(theme)}`),
  ].join('\n');
}

function characterProfile({ subject, kit, pick, hero, place }: StoryContext): string {
  const name = first(hero);
  return [
    `# Fiche personnage : ${hero}`,
    '',
    `**Genre :** ${kit.label}  `,
    `**Rôle :** protagoniste. L'histoire : ${subject}`,
    `**Lieu de vie :** ${place}`,
    '',
    '## Personnalité',
    `${name} a un caractère ${pick.pick(['têtu mais gentil', 'calme et observateur', 'audacieux et un peu imprudent', 'blagueur quand le stress monte'])}, ` +
      `et une manie : ${pick.pick(['faire des listes', 'fredonner en réfléchissant', 'collectionner de petits objets cassés', 'poser toujours une question de trop'])}.`,
    '',
    '## Motivation',
    `${name} veut comprendre ce qui se passe : ${subject}. La menace se précise, avec ${pick.pick(kit.conflicts)}, et personne d'autre ne bouge.`,
    '',
    '## Défaut',
    `${pick.pick(['Fait confiance trop vite', 'Refuse toute aide', "A peur d'échouer en public", 'Cache la vérité pour protéger les autres'])}.`,
    '',
    '## Arc',
    `Au début : ${pick.pick(['le doute', "l'envie de se débrouiller sans personne", 'la fuite face au passé'])}. À la fin : ${pick.pick(kit.endings)}.`,
    '',
    '## Un détail dont on se souviendra',
    `${capitalize(pick.pick(kit.senses))} évoque toujours la maison pour ${name}.`,
  ].join('\n');
}

function dialogue({ subject, kit, pick, hero, place }: StoryContext): string {
  const other = pick.pick(kit.names.filter((n) => n !== hero));
  const [a, b] = [first(hero)?.toUpperCase(), other.split(' ').at(-1)?.toUpperCase()];
  return [
    `# Scène de dialogue (${kit.label})`,
    '',
    `*${capitalize(place)}. ${capitalize(pick.pick(kit.senses))}.*`,
    '',
    `**${a} :** On ne peut plus faire comme si de rien n'était. Il s'agit de ça : ${subject}.`,
    `**${b} :** Tu dis ça comme si c'était simple.`,
    `**${a} :** Ça ne l'est pas. Mais si on attend, rien ne pourra arrêter ${pick.pick(kit.conflicts)}.`,
    `**${b} :** *(après un silence)* Et si tu te trompes ?`,
    `**${a} :** Alors on se trompera ensemble. C'est mieux que d'avoir raison dans son coin.`,
    `**${b} :** Il y a quelque chose que je ne t'ai pas dit. ${capitalize(pick.pick(kit.twists))}.`,
    `**${a} :** *(sans voix)* ... Depuis quand tu le sais ?`,
    `**${b} :** Depuis trop longtemps, et je le regrette. Bon, on y va ?`,
    '',
    `*Un pas en avant, ensemble, sur un ton ${kit.tone}.*`,
  ].join('\n');
}

function setting({ subject, keywords, kit, pick, place }: StoryContext): string {
  const senses = pick.some(kit.senses, 3);
  return [
    `# Décor : ${capitalize(place)}`,
    '',
    `Un décor de ${kit.label.toLowerCase()} construit autour de cette idée : ${subject}.`,
    '',
    '## Première impression',
    `${capitalize(place)} accueille les visiteurs avec ${senses[0]}.`,
    '',
    '## Détails sensoriels',
    ...senses.map((s) => `- ${capitalize(s)}`),
    '',
    '## Histoire',
    `Il y a longtemps, ce lieu a connu ${pick.pick(kit.conflicts)} ; les cicatrices se voient encore${keywords[0] ? ` dès qu'on prononce le mot « ${keywords[0]} »` : ''}.`,
    '',
    "## Comment le lieu fait avancer l'histoire",
    `- Il cache un indice sur ce qui se passe : ${subject}.`,
    `- Il met le héros à l'épreuve, avec ${pick.pick(kit.conflicts)}.`,
    `- Il change à la fin : ${pick.pick(kit.endings)}.`,
  ].join('\n');
}

const POSTING_HINT = `Conseil de régularité : publie ${POSTS_PER_WEEK} fois par semaine et réutilise ce qui marche le mieux.`;

function youtube(c: StoryContext): string {
  return [
    `# ${capitalize(c.subject)} — script YouTube`,
    `*Style : ton ${c.kit.tone} (${c.kit.label})*`,
    '',
    '## Accroche (0:00-0:15)',
    `"Et si je te disais que tout peut changer à cause de ça : ${c.subject} ?"`,
    '',
    '## Intro (0:15-0:45)',
    'Présente-toi et annonce la récompense : à la fin de la vidéo, ton public aura tout compris.',
    '',
    '## Contenu principal',
    `1. Le décor : imagine ${c.place}. ${capitalize(c.pick.pick(c.kit.senses))}.`,
    `2. Le problème : ${c.pick.pick(c.kit.conflicts)}.`,
    `3. Le retournement : ${c.pick.pick(c.kit.twists)}.`,
    "4. La leçon que ton public peut appliquer dès aujourd'hui.",
    '',
    "## Appel à l'action",
    "Invite ton public à proposer sa propre version en commentaire, à liker la vidéo et à s'abonner pour le prochain épisode.",
    '',
    `**Tags :** ${hashtagsFor(c, ['#YouTube', '#Histoires']).join(' ')}`,
    '',
    POSTING_HINT,
  ].join('\n');
}

function tiktok(c: StoryContext): string {
  return [
    `# ${capitalize(c.subject)} — script TikTok`,
    '',
    `**0-3 s (accroche) :** Texte à l'écran : "Personne ne parle de ça : ${c.subject}..."`,
    `**3-10 s :** Des plans rapides pour planter le décor : ${c.place}.`,
    `**10-20 s :** Le retournement, sur un ton ${c.kit.tone} : ${c.pick.pick(c.kit.twists)}.`,
    '**20-30 s :** La chute, et une question pour les commentaires.',
    '',
    `**Son :** un son tendance avec une ambiance de ${c.kit.label.toLowerCase()}.`,
    `**Légende :** ${capitalize(c.subject)}. Attends la fin.`,
    `**Hashtags :** ${hashtagsFor(c, ['#TikTok', '#StoryTime', '#PourToi']).join(' ')}`,
    '',
    `Garde des hashtags ciblés : TikTok et Instagram en autorisent ${HASHTAG_MAX} au maximum, et 3 à 5 hashtags pertinents fonctionnent le mieux.`,
    POSTING_HINT,
  ].join('\n');
}

function linkedin(c: StoryContext): string {
  return [
    `${capitalize(c.subject)} : voici ce que ça m'a appris.`,
    '',
    `Il y a quelque temps, j'ai vécu un moment digne d'une histoire de ${c.kit.label.toLowerCase()} : ${c.pick.pick(c.kit.conflicts)}.`,
    '',
    "Trois leçons que j'en retire :",
    '1. Commence avant que tout soit prêt : la régularité finit toujours par payer.',
    "2. Demande de l'aide tôt ; les meilleures idées sont venues des autres.",
    `3. Attends-toi au retournement : ${c.pick.pick(c.kit.twists)}.`,
    '',
    "Et toi, qu'est-ce que tu ajouterais ? Partage ton expérience en commentaire.",
    '',
    hashtagsFor(c, ['#Créateurs', '#Apprentissage']).slice(0, 5).join(' '),
    '',
    POSTING_HINT,
  ].join('\n');
}

function twitter(c: StoryContext): string {
  const tweets = [
    `1/ ${capitalize(c.subject)}. Un petit thread 🧵`,
    `2/ Imagine ${c.place}. ${capitalize(c.pick.pick(c.kit.senses))}.`,
    `3/ Et puis, le problème : ${c.pick.pick(c.kit.conflicts)}.`,
    `4/ Rebondissement : ${c.pick.pick(c.kit.twists)}.`,
    `5/ La fin ? ${capitalize(c.pick.pick(c.kit.endings))}. Réponds en racontant comment tu l'écrirais. ${hashtagsFor(c, []).slice(0, 2).join(' ')}`,
  ].map((t) => (t.length > 280 ? `${t.slice(0, 277)}...` : t));
  return ['# Thread Twitter/X', '', ...tweets.flatMap((t) => [t, '']), POSTING_HINT].join('\n');
}

function instagram(c: StoryContext): string {
  const tags = hashtagsFor(c, ['#Instagram', '#Histoires', '#CréateursDeContenu', '#Écriture']);
  return [
    `✨ ${capitalize(c.subject)} ✨`,
    '',
    `${capitalize(c.place)}. ${capitalize(c.pick.pick(c.kit.senses))}. ${capitalize(c.pick.pick(c.kit.conflicts))}...`,
    '',
    'Fais défiler pour voir la fin ➡️ et dis-nous en commentaire ce que tu ferais ensuite.',
    '',
    tags.join(' '),
    '',
    `À propos des hashtags : Instagram en autorise ${HASHTAG_MAX} au maximum ; cette légende en utilise ${tags.length}.`,
    POSTING_HINT,
  ].join('\n');
}

const TYPES: Record<BusinessType, BusinessTypeKit> = {
  'content-creator': {
    label: 'Création de contenu',
    offers: [
      'une série hebdomadaire de vidéos ou de posts',
      'des bonus en coulisses réservés aux membres',
      "des collaborations avec d'autres créateurs",
    ],
    revenue: [
      'les revenus publicitaires de la plateforme',
      'les partenariats avec des marques',
      'les abonnements et les pourboires',
      "les liens d'affiliation",
    ],
  },
  'digital-products': {
    label: 'Produits numériques',
    offers: ['un pack de modèles pour démarrer', "un cahier d'exercices guidé", 'une offre premium avec mises à jour'],
    revenue: [
      "les ventes de produits à l'unité",
      'les lots et les versions supérieures',
      'les licences pour équipes ou établissements scolaires',
    ],
  },
  coaching: {
    label: 'Coaching',
    offers: [
      'un premier appel découverte gratuit de 20 minutes',
      'un programme de groupe sur 6 semaines',
      'des séances individuelles pour progresser vite',
    ],
    revenue: [
      'les forfaits de séances',
      'les places dans les programmes de groupe',
      'les ateliers pour écoles et clubs',
    ],
  },
  freelance: {
    label: 'Freelance',
    offers: [
      'une offre de départ au périmètre bien défini',
      'un forfait mensuel standard',
      'la livraison express en option',
    ],
    revenue: ['la facturation au projet', 'les forfaits mensuels', 'les primes de recommandation'],
  },
  other: {
    label: 'Projet indépendant',
    offers: [
      'une première offre simple pour tester la demande',
      'une version pour les clients fidèles',
      'une formule premium',
    ],
    revenue: ['la vente directe', 'les abonnements', 'les partenariats'],
  },
};

const GOALS: Record<BusinessGoal, BusinessGoalKit> = {
  start: {
    label: 'Démarrer',
    focus: "valider l'idée et trouver les premiers clients",
    steps: [
      'Parle du problème avec 10 personnes de ton public',
      'Lance une offre simple',
      'Recueille des avis et des témoignages',
    ],
    metrics: [
      'les 10 premiers clients ou abonnés qui interagissent',
      'le nombre de conversations menées',
      'les premiers revenus',
    ],
  },
  grow: {
    label: 'Se développer',
    focus: 'toucher davantage les bonnes personnes et les garder',
    steps: [
      'Mise tout sur le canal qui marche déjà',
      'Publie selon un calendrier fixe',
      'Demande des recommandations à tes clients satisfaits',
    ],
    metrics: ["la croissance mensuelle de l'audience", 'les clients qui reviennent', 'le taux de conversion'],
  },
  monetize: {
    label: 'Monétiser',
    focus: "transformer l'attention en revenus durables",
    steps: [
      'Fixe ton prix selon la valeur, pas selon les heures',
      'Ajoute une formule payante au-dessus du contenu gratuit',
      'Propose un partenariat à trois marques ou partenaires par mois',
    ],
    metrics: ['le revenu par abonné', 'le panier moyen', 'les revenus mensuels récurrents'],
  },
  diversify: {
    label: 'Diversifier',
    focus: "ajouter des sources de revenus pour qu'aucune plateforme ne puisse à elle seule te faire couler",
    steps: [
      'Liste ce que tu crées déjà et que tu pourrais réutiliser',
      'Teste une nouvelle source de revenus pendant 30 jours',
      "Construis une liste e-mail qui t'appartient",
    ],
    metrics: [
      'la part des revenus venant de la plus grosse source',
      'les revenus de la nouvelle source',
      'les abonnés à ta liste e-mail',
    ],
  },
};

function businessPlan({ type, goal, idea, audience, theme, pick }: BusinessContext): string {
  return [
    `# Business plan (${type.label}) : ${goal.label}`,
    '',
    '## Résumé',
    `${capitalize(idea)}. Pour un projet de ce type (${type.label.toLowerCase()}), la prochaine étape consiste à ${goal.focus}.`,
    '',
    '## Public cible',
    `- Principal : ${audience}.`,
    `- Où trouver ce public : ${pick.some(['YouTube', 'Instagram', 'TikTok', 'les clubs scolaires', 'les communautés en ligne', 'les newsletters'], 2).join(', ')}.`,
    '',
    '## Offre',
    ...type.offers.map((o) => `- ${capitalize(o)}`),
    '',
    '## Sources de revenus',
    ...type.revenue.map((r) => `- ${capitalize(r)}`),
    '',
    `## Stratégie pour ${goal.label.toLowerCase()}`,
    ...goal.steps.map((s, i) => `${i + 1}. ${s}.`),
    '',
    "## Plan d'action sur 90 jours",
    `- Jours 1-30 : ${goal.steps[0]} ; définis une promesse claire${theme ? ` (thème : ${theme})` : ''}.`,
    `- Jours 31-60 : ${goal.steps[1]} ; partage tes progrès publiquement.`,
    `- Jours 61-90 : ${goal.steps[2]} ; analyse les chiffres et ajuste.`,
    '',
    '## Indicateurs à suivre',
    ...goal.metrics.map((m) => `- ${capitalize(m)}`),
    '',
    '## Risques et comment y faire face',
    `- ${pick.pick(['Épuisement : regroupe ton travail et garde un jour de repos par semaine', 'Démarrage lent : garde une offre modeste et demande des avis chaque semaine', "Dépendre d'une seule plateforme : lance une liste e-mail dès le premier jour"])}.`,
  ].join('\n');
}

const STAGES: Record<Level, string[]> = {
  beginner: [
    'Apprends le vocabulaire de base',
    'Suis un exemple guidé',
    'Réalise un tout premier petit projet',
    'Partage-le et demande des retours',
  ],
  intermediate: [
    'Révise rapidement les bases',
    'Étudie trois exemples réussis',
    'Réalise un projet complet',
    'Demande des critiques et améliore ton travail',
  ],
  advanced: [
    'Choisis une spécialité à approfondir',
    "Décortique le travail d'experts",
    'Mène à bien un projet ambitieux',
    'Transmets ce que tu as appris',
  ],
};

const PRACTICE: Record<WeeklyTime, string> = {
  '1-2': "une séance concentrée d'environ 90 minutes",
  '3-5': 'deux ou trois séances de 90 minutes',
  '6-10': "quatre séances d'environ 2 heures",
  '10+': "un moment de pratique quotidien d'environ 2 heures",
};

const LEVELS: Record<Level, string> = { beginner: 'Débutant', intermediate: 'Intermédiaire', advanced: 'Avancé' };

const PLATFORMS: Record<Platform, PlatformKit> = {
  youtube: { label: 'YouTube', stats: 'YouTube Studio > Statistiques', unit: 'vidéo', units: 'vidéos' },
  instagram: {
    label: 'Instagram',
    stats: 'Tableau de bord professionnel > Statistiques',
    unit: 'post ou reel',
    units: 'posts ou reels',
  },
  tiktok: { label: 'TikTok', stats: 'Outils pour les créateurs > Statistiques', unit: 'vidéo', units: 'vidéos' },
  blog: {
    label: 'Blog',
    stats: 'les statistiques de ton site (pages vues, sites référents, temps passé sur la page)',
    unit: 'article',
    units: 'articles',
  },
  podcast: {
    label: 'Podcast',
    stats: "les statistiques de ton hébergeur de podcast et les tableaux de bord de Spotify et d'Apple",
    unit: 'épisode',
    units: 'épisodes',
  },
};

const ANALYSES: Record<Analysis, AnalysisKit> = {
  engagement: {
    label: 'Engagement',
    collect: [
      'likes, commentaires, partages et enregistrements par {unit}',
      'durée moyenne de visionnage ou de lecture',
      'réponses à tes commentaires',
    ],
    questions: [
      "Quel est le point commun de tes 3 {units} au meilleur taux d'engagement ?",
      'À quel moment les gens arrêtent-ils de regarder ou de lire ?',
    ],
    actions: [
      'Commence par le moment le plus fort',
      'Termine chaque {unit} par une question claire',
      'Réponds aux commentaires dans la première heure',
    ],
  },
  audience: {
    label: 'Audience',
    collect: [
      "tranche d'âge et localisation",
      'les heures où tes abonnés sont en ligne',
      'part de nouveaux visiteurs et de visiteurs fidèles',
    ],
    questions: [
      "L'audience que tu as est-elle celle que tu veux ?",
      'Quand la plupart de tes abonnés sont-ils actifs ?',
    ],
    actions: [
      'Publie quand tes abonnés sont en ligne',
      'Crée un contenu pensé pour le groupe que tu veux faire grandir',
      'Pose une question sous forme de sondage à ton audience',
    ],
  },
  content: {
    label: 'Contenu',
    collect: [
      'tes 20 derniers contenus ({units}), avec sujet, format et durée',
      'vues ou portée de chacun',
      'enregistrements et partages de chacun',
    ],
    questions: ['Quels sujets et formats dépassent ta moyenne ?', 'Quels contenus attirent de nouveaux abonnés ?'],
    actions: [
      'Fais une série avec ton meilleur sujet',
      'Abandonne le format qui marche le moins',
      'Adapte ton contenu le plus performant pour une autre plateforme',
    ],
  },
  trends: {
    label: 'Tendances',
    collect: [
      'sujets et sons tendance dans ta niche ce mois-ci',
      'évolution de tes vues semaine après semaine',
      'ce que publient des créateurs proches de toi',
    ],
    questions: [
      'Quelle tendance colle à ton style sans la copier ?',
      'Sur 8 semaines, ta croissance monte-t-elle, stagne-t-elle ou baisse-t-elle ?',
    ],
    actions: [
      'Participe à une tendance pertinente par semaine',
      'Ajoute ta touche personnelle à un format tendance',
      'Suis les résultats pendant 4 semaines avant de décider',
    ],
  },
};

function audiencePlan({ platform, analysis, target, fill }: AudienceContext): string {
  return [
    `# Plan d'analyse : ${analysis.label} sur ${platform.label}`,
    '',
    `**Profil ou lien :** ${target}`,
    `> Ce plan n'a pas été fait en lisant ${target} : Storyloom n'ouvre ni les liens ni les profils. ` +
      `Il t'indique quoi regarder dans ${platform.stats} et comment l'interpréter.`,
    '',
    '## 1. Collecte',
    ...analysis.collect.map((c) => `- ${capitalize(fill(c))}`),
    '',
    '## 2. Questionne-toi',
    ...analysis.questions.map((q) => `- ${fill(q)}`),
    '',
    '## 3. Agis',
    ...analysis.actions.map((x, i) => `${i + 1}. ${fill(x)}.`),
    '',
    '## 4. Fais le point',
    `Refais cette analyse toutes les deux semaines et compare avec tes notes ; en changeant une seule chose à la fois, tu verras ce qui marche sur ${platform.label}.`,
  ].join('\n');
}

export const fr: OfflineLocale = {
  englishName: 'French',
  genres: GENRES,
  story: { 'story-outline': outline, 'character-profile': characterProfile, dialogue, setting },
  social: { youtube, tiktok, linkedin, twitter, instagram },
  business: {
    types: TYPES,
    goals: GOALS,
    servedBy: /(?<![\p{L}])(?:pour|aux)\s+((?:[\p{L}'’-]+\s*){1,4})(?=[.,;!?]|$)/giu,
    generalAudience: (words) =>
      words.length ? `des personnes curieuses de sujets comme ${words.join(', ')}` : 'tes premiers fans',
    plan: businessPlan,
  },
  learn: {
    stages: STAGES,
    practice: PRACTICE,
    title: (topic) => `# Parcours d'apprentissage : ${capitalize(topic)}`,
    summary: (level, weeklyTime, weeks) =>
      `**Niveau :** ${LEVELS[level]} · **Temps :** ${weeklyTime} heures par semaine · **Durée :** ${weeks} semaines`,
    week: (week, stage) => `## Semaine ${week} : ${stage}`,
    focus: (focus) => `- Thème : ${focus}.`,
    practiceLine: (practice) => `- Pratique : ${practice}.`,
    milestone: (topic) =>
      `- Étape clé : termine et partage un projet qui montre ce que tu as appris. Sujet : ${topic}.`,
    checkIn: '- Bilan : note une chose que tu as comprise et une question.',
    coursesHeading: '## Cours du catalogue Storyloom',
    noCourses:
      "- Aucun cours du catalogue ne correspond encore à cet objectif ; parcours tous les cours pour en trouver un qui s'en rapproche.",
  },
  audience: { platforms: PLATFORMS, analyses: ANALYSES, plan: audiencePlan },
};
