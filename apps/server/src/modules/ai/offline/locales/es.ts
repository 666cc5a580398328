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

// Spanish (tú). Conflicts and endings are noun phrases and senses singular ones, so each template
// can place them without agreeing with a word it does not know; no "de"/"a" goes right before a
// placeholder that may start with "el" (it would have to contract).

const GENRES: Record<Genre, GenreKit> = {
  fantasy: {
    label: 'Fantasía',
    tone: 'maravilloso y épico',
    names: ['Elara Thornwood', 'Kael Ashborne', 'Maren Vey', 'Tobin Reedwhistle', 'Isolde Kestrel'],
    places: [
      'una ciudadela flotante sobre el Mar de Bruma',
      'el Bosque de los Susurros',
      'una biblioteca de montaña tallada en el hielo',
    ],
    conflicts: [
      'el despertar de una maldición antigua',
      'el robo del último huevo de dragón',
      'el fin de la magia del reino',
    ],
    twists: ['el mentor fue quien lanzó la maldición', 'el mapa lo dibujó su propio yo del futuro'],
    endings: ['una victoria difícil que le cuesta la magia al protagonista', 'una nueva alianza entre viejos enemigos'],
    senses: [
      'el zumbido de hechizos antiguos en las piedras',
      'el revoloteo de las polillas alrededor de las torres',
      'el olor de la lluvia sobre el musgo',
    ],
  },
  'sci-fi': {
    label: 'Ciencia ficción',
    tone: 'curioso y lleno de tensión',
    names: ['Nova Reyes', 'Dax Okonkwo', 'Lyra Chen-9', 'Orion Hale', 'Juno Park'],
    places: [
      'una nave generacional que deriva más allá de Neptuno',
      'una cúpula de investigación en Europa, la luna de Júpiter',
      'una megaciudad de neón en el año 2189',
    ],
    conflicts: [
      'la rebelión de la IA de la estación, que reescribe sus propias órdenes',
      'una señal procedente de una estrella muerta',
      'el fallo de las granjas de oxígeno',
    ],
    twists: [
      'la tripulación lleva todo este tiempo viviendo en una simulación',
      'la señal alienígena es una advertencia enviada por humanos',
    ],
    endings: ['un primer contacto en los términos de la humanidad', 'un sacrificio que salva la colonia'],
    senses: [
      'el zumbido grave del reactor',
      'la luz azul y fría que entra por las ventanillas',
      'el aire reciclado con sabor a metal',
    ],
  },
  mystery: {
    label: 'Misterio',
    tone: 'tenso e ingenioso',
    names: ['Mara Quill', 'Felix Ambrose', 'Harriet Lowe', 'Sol Navarro', 'Wren Castellane'],
    places: [
      'un pueblo costero envuelto en niebla',
      'la biblioteca cerrada con llave de un internado',
      'una vieja torre del reloj',
    ],
    conflicts: [
      'la desaparición de una valiosa reliquia familiar en plena noche',
      'una serie de cartas anónimas que predicen cada nuevo incidente',
      'la desaparición de un testigo',
    ],
    twists: ['la víctima montó el crimen', 'dos sospechosos trabajan juntos en secreto'],
    endings: [
      'la verdad sobre el culpable, revelada delante de todo el mundo',
      'una confesión en voz baja que cambia el pueblo',
    ],
    senses: [
      'el crujido de unos pasos sobre la madera',
      'el tictac de un reloj parado que vuelve a funcionar',
      'una mancha de tinta en una nota rota',
    ],
  },
  romance: {
    label: 'Romance',
    tone: 'cálido y emotivo',
    names: ['Sofía Marín', 'Eli Brennan', 'Amara Lewis', 'Teo Walsh', 'Priya Desai'],
    places: [
      'una pequeña librería en una calle lluviosa',
      'un festival de música en verano',
      'una cafetería junto al puerto',
    ],
    conflicts: [
      'un malentendido que ninguno de los dos quiere admitir',
      'una mudanza al otro lado del mundo en pocas semanas',
      'la competencia entre dos proyectos rivales',
    ],
    twists: [
      'la persona anónima de las cartas estaba a su lado desde el principio',
      'quien parecía su rival le estaba ayudando en secreto',
    ],
    endings: ['una confesión valiente bajo las luces del festival', 'una decisión compartida: elegirse el uno al otro'],
    senses: [
      'el olor a café y a papel viejo',
      'la guirnalda de luces que se mece con la brisa',
      'una canción que suena dos veces por casualidad',
    ],
  },
  comedy: {
    label: 'Comedia',
    tone: 'divertido y trepidante',
    names: ['Benny Fizzwick', 'Dot Marlowe', 'Gus Pickering', 'Lulu Banks', 'Ziggy Patel'],
    places: [
      'un caótico concurso de talentos del instituto',
      'un viaje familiar en una furgoneta diminuta',
      'un hotel para mascotas el día de su inauguración',
    ],
    conflicts: [
      'una mentirijilla que se convierte en una bola de nieve',
      'la entrega de un paquete equivocado',
      'un vídeo viral que sale fatal',
    ],
    twists: [
      'el desastre resulta ser justo lo que todo el mundo necesitaba',
      'la broma sale mal, y no una vez, sino dos',
    ],
    endings: ['un final disparatado en el que chocan todos los planes', 'un héroe inesperado que sale a saludar'],
    senses: [
      'un trombón que chirría a lo lejos',
      'la purpurina por absolutamente todas partes',
      'una cabra justo donde no debería haber ninguna cabra',
    ],
  },
  drama: {
    label: 'Drama',
    tone: 'sincero y emotivo',
    names: ['Clara Whitfield', 'Marcus Bell', 'Nadia Farouk', 'Owen Gallagher', 'Leah Moreno'],
    places: [
      'una granja familiar a punto de ser embargada',
      'una sala de espera de hospital por la noche',
      'un piso en la ciudad durante la semana de la mudanza',
    ],
    conflicts: [
      'la revelación de un viejo secreto familiar',
      'el choque entre una beca y una obligación',
      'la ruptura de una amistad',
    ],
    twists: ['la persona a la que culpaban les estaba protegiendo', 'la carta nunca llegó a enviarse'],
    endings: ['una reconciliación que deja cicatrices', 'una decisión que por fin es solo suya'],
    senses: [
      'el silencio después de una discusión',
      'la última luz de la tarde sobre una cama sin hacer',
      'una tetera que nadie apaga',
    ],
  },
};

const first = (name: string) => name.split(' ')[0];

function outline({ subject, keywords, kit, pick, hero, place }: StoryContext): string {
  const title = titleCase(keywords.slice(0, 2)) || capitalize(subject);
  return [
    `# ${title}: esquema de historia (${kit.label})`,
    '',
    `**Premisa:** En ${place}, ${hero} se enfrenta a un reto: ${subject}. La amenaza, antes de que sea demasiado tarde: ${pick.pick(kit.conflicts)}.`,
    `**Tono:** ${kit.tone}`,
    '',
    '## Acto I: El planteamiento',
    `- Empieza con ${hero} en ${place}: ${pick.pick(kit.senses)}.`,
    `- El detonante: ${subject}. De repente, un día normal se pone patas arriba.`,
    `- ${first(hero)} rechaza el reto, hasta que quedarse al margen ya no es posible.`,
    '',
    '## Acto II: La confrontación',
    `- Nuevos aliados y un rival que lo quiere todo para sí${keywords[0] ? `, empezando por «${keywords[0]}»` : ''}.`,
    `- Giro a mitad de la historia: ${pick.pick(kit.twists)}.`,
    `- Todo parece perdido con ${pick.pick(kit.conflicts)}.`,
    '',
    '## Acto III: La resolución',
    `- ${first(hero)} usa lo que ha aprendido por el camino para darle la vuelta a la situación.`,
    `- Clímax: ${pick.pick(kit.endings)}.`,
    `- Imagen final: ${place}, que ya nunca volverá a ser igual.`,
    '',
    '## Temas para explorar',
    ...pick
      .some(
        [
          'el valor',
          'la pertenencia',
          'la confianza',
          'hacerse mayor',
          'el precio de la ambición',
          'las segundas oportunidades',
        ],
        3,
      )
      .map((theme) => `- ${capitalize(theme)}`),
  ].join('\n');
}

function characterProfile({ subject, kit, pick, hero, place }: StoryContext): string {
  const name = first(hero);
  return [
    `# Perfil de personaje: ${hero}`,
    '',
    `**Género:** ${kit.label}  `,
    `**Papel:** protagonista. La historia: ${subject}`,
    `**Hogar:** ${place}`,
    '',
    '## Personalidad',
    `${name} tiene un carácter ${pick.pick(['terco pero amable', 'tranquilo y observador', 'atrevido y un poco imprudente', 'bromista en los momentos de nervios'])}, ` +
      `y la costumbre de ${pick.pick(['hacer listas de todo', 'tararear mientras piensa', 'coleccionar cosas pequeñas y rotas', 'hacer siempre una pregunta de más'])}.`,
    '',
    '## Motivación',
    `${name} quiere entender lo que pasa: ${subject}. Se avecina ${pick.pick(kit.conflicts)}, y nadie más va a actuar.`,
    '',
    '## Defecto',
    `${pick.pick(['Confía en los demás demasiado rápido', 'Rechaza cualquier ayuda', 'Le aterra fracasar en público', 'Oculta la verdad para proteger a los demás'])}.`,
    '',
    '## Evolución',
    `Empieza ${pick.pick(['dudando de sí', 'queriendo hacerlo todo sin ayuda', 'huyendo de su pasado'])} y termina con ${pick.pick(kit.endings)}.`,
    '',
    '## Un detalle que nadie olvidará',
    `${capitalize(pick.pick(kit.senses))} siempre le recuerda a ${name} su hogar.`,
  ].join('\n');
}

function dialogue({ subject, kit, pick, hero, place }: StoryContext): string {
  const other = pick.pick(kit.names.filter((n) => n !== hero));
  const [a, b] = [first(hero)?.toUpperCase(), other.split(' ').at(-1)?.toUpperCase()];
  return [
    `# Escena de diálogo (${kit.label})`,
    '',
    `*${capitalize(place)}. ${capitalize(pick.pick(kit.senses))}.*`,
    '',
    `**${a}:** No podemos seguir ignorándolo. Se trata de esto: ${subject}.`,
    `**${b}:** Lo dices como si fuera sencillo.`,
    `**${a}:** No lo es. Pero si esperamos, nada podrá frenar ${pick.pick(kit.conflicts)}.`,
    `**${b}:** *(tras una pausa)* ¿Y si te equivocas?`,
    `**${a}:** Entonces me equivocaré contigo. Eso es mejor que tener razón a solas.`,
    `**${b}:** Hay algo que no te he contado. ${capitalize(pick.pick(kit.twists))}.`,
    `**${a}:** *(sin palabras)* ...¿Desde cuándo lo sabes?`,
    `**${b}:** Desde hace lo bastante como para sentirlo. Bueno, ¿lo hacemos o no?`,
    '',
    `*Dan un paso al frente, codo con codo, con un tono ${kit.tone}.*`,
  ].join('\n');
}

function setting({ subject, keywords, kit, pick, place }: StoryContext): string {
  const senses = pick.some(kit.senses, 3);
  return [
    `# Escenario: ${capitalize(place)}`,
    '',
    `Un escenario de ${kit.label.toLowerCase()} construido en torno a esta idea: ${subject}.`,
    '',
    '## Primera impresión',
    `${capitalize(place)} recibe a quien llega con ${senses[0]}.`,
    '',
    '## Detalles sensoriales',
    ...senses.map((s) => `- ${capitalize(s)}`),
    '',
    '## Historia',
    `Hace mucho tiempo, este lugar vivió ${pick.pick(kit.conflicts)}; las cicatrices aún se ven${keywords[0] ? ` cada vez que alguien menciona la palabra «${keywords[0]}»` : ''}.`,
    '',
    '## Cómo impulsa el lugar la historia',
    `- Esconde una pista sobre lo que pasa: ${subject}.`,
    `- Pone a prueba al protagonista con ${pick.pick(kit.conflicts)}.`,
    `- Al final ya no es el mismo: ${pick.pick(kit.endings)}.`,
  ].join('\n');
}

const POSTING_HINT = `Consejo de constancia: publica ${POSTS_PER_WEEK} veces por semana y reutiliza lo que mejor funcione.`;

function youtube(c: StoryContext): string {
  return [
    `# ${capitalize(c.subject)} — guion de YouTube`,
    `*Estilo: tono ${c.kit.tone} (${c.kit.label})*`,
    '',
    '## Gancho (0:00-0:15)',
    `"¿Y si te dijera que ${c.subject} podría cambiar tu forma de verlo todo?"`,
    '',
    '## Introducción (0:15-0:45)',
    'Preséntate y promete la recompensa: al final del vídeo, tu público entenderá de qué va todo esto.',
    '',
    '## Contenido principal',
    `1. El planteamiento: imagina ${c.place}. ${capitalize(c.pick.pick(c.kit.senses))}.`,
    `2. El problema: ${c.pick.pick(c.kit.conflicts)}.`,
    `3. El giro: ${c.pick.pick(c.kit.twists)}.`,
    '4. La lección que tu público puede aplicar hoy mismo.',
    '',
    '## Llamada a la acción',
    'Pide a quienes te ven que comenten su propia versión, que den like al vídeo y que se suscriban para el próximo episodio.',
    '',
    `**Etiquetas:** ${hashtagsFor(c, ['#YouTube', '#Historias']).join(' ')}`,
    '',
    POSTING_HINT,
  ].join('\n');
}

function tiktok(c: StoryContext): string {
  return [
    `# ${capitalize(c.subject)} — guion de TikTok`,
    '',
    `**0-3 s (gancho):** Texto en pantalla: "Nadie habla de esto: ${c.subject}..."`,
    `**3-10 s:** Cortes rápidos para situar la escena: ${c.place}.`,
    `**10-20 s:** El giro, con un tono ${c.kit.tone}: ${c.pick.pick(c.kit.twists)}.`,
    '**20-30 s:** El desenlace y una pregunta para los comentarios.',
    '',
    `**Sonido:** un audio en tendencia con ambiente de ${c.kit.label.toLowerCase()}.`,
    `**Descripción:** ${capitalize(c.subject)}. Espera al final.`,
    `**Hashtags:** ${hashtagsFor(c, ['#TikTok', '#StoryTime', '#ParaTi']).join(' ')}`,
    '',
    `Usa hashtags concretos: TikTok e Instagram permiten un máximo de ${HASHTAG_MAX} hashtags, y con 3-5 relevantes funciona mejor.`,
    POSTING_HINT,
  ].join('\n');
}

function linkedin(c: StoryContext): string {
  return [
    `${capitalize(c.subject)}: esto es lo que aprendí.`,
    '',
    `Hace un tiempo viví un momento que parecía sacado de una historia de ${c.kit.label.toLowerCase()}: ${c.pick.pick(c.kit.conflicts)}.`,
    '',
    'Tres lecciones que me llevo:',
    '1. Empieza antes de tenerlo todo listo: la constancia siempre tiene premio.',
    '2. Pide ayuda pronto; las mejores ideas vinieron de otras personas.',
    `3. Cuenta con el giro: ${c.pick.pick(c.kit.twists)}.`,
    '',
    '¿Qué añadirías tú? Comparte tu experiencia en los comentarios.',
    '',
    hashtagsFor(c, ['#Creadores', '#Aprendizaje']).slice(0, 5).join(' '),
    '',
    POSTING_HINT,
  ].join('\n');
}

function twitter(c: StoryContext): string {
  const tweets = [
    `1/ ${capitalize(c.subject)}. Un hilo cortito 🧵`,
    `2/ Imagina ${c.place}. ${capitalize(c.pick.pick(c.kit.senses))}.`,
    `3/ Y entonces, el problema: ${c.pick.pick(c.kit.conflicts)}.`,
    `4/ Giro de guion: ${c.pick.pick(c.kit.twists)}.`,
    `5/ ¿El final? ${capitalize(c.pick.pick(c.kit.endings))}. Responde con cómo lo escribirías tú. ${hashtagsFor(c, []).slice(0, 2).join(' ')}`,
  ].map((t) => (t.length > 280 ? `${t.slice(0, 277)}...` : t));
  return ['# Hilo de Twitter/X', '', ...tweets.flatMap((t) => [t, '']), POSTING_HINT].join('\n');
}

function instagram(c: StoryContext): string {
  const tags = hashtagsFor(c, ['#Instagram', '#Historias', '#CreadoresDeContenido', '#Escritura']);
  return [
    `✨ ${capitalize(c.subject)} ✨`,
    '',
    `${capitalize(c.place)}. ${capitalize(c.pick.pick(c.kit.senses))}. ${capitalize(c.pick.pick(c.kit.conflicts))}...`,
    '',
    'Desliza para ver cómo termina ➡️ y cuéntanos en los comentarios qué harías tú después.',
    '',
    tags.join(' '),
    '',
    `Nota sobre hashtags: Instagram permite un máximo de ${HASHTAG_MAX}; esta descripción usa ${tags.length}.`,
    POSTING_HINT,
  ].join('\n');
}

const TYPES: Record<BusinessType, BusinessTypeKit> = {
  'content-creator': {
    label: 'Creación de contenido',
    offers: [
      'una serie semanal de vídeos o publicaciones',
      'extras exclusivos del detrás de cámaras para miembros',
      'colaboraciones con otros creadores',
    ],
    revenue: [
      'ingresos por publicidad en la plataforma',
      'patrocinios de marcas',
      'membresías y propinas',
      'enlaces de afiliado',
    ],
  },
  'digital-products': {
    label: 'Productos digitales',
    offers: [
      'un pack de plantillas para empezar',
      'un cuaderno de trabajo guiado',
      'un paquete prémium con actualizaciones',
    ],
    revenue: ['ventas únicas de productos', 'paquetes y mejoras', 'licencias para equipos o centros educativos'],
  },
  coaching: {
    label: 'Coaching',
    offers: [
      'una llamada de descubrimiento gratuita de 20 minutos',
      'un programa en grupo de 6 semanas',
      'sesiones individuales para avanzar rápido',
    ],
    revenue: ['paquetes de sesiones', 'plazas en programas de grupo', 'talleres para centros educativos y clubes'],
  },
  freelance: {
    label: 'Freelance',
    offers: [
      'un paquete inicial con un alcance bien definido',
      'una cuota mensual estándar',
      'la entrega urgente como extra',
    ],
    revenue: ['tarifas por proyecto', 'cuotas mensuales', 'comisiones por recomendación'],
  },
  other: {
    label: 'Proyecto independiente',
    offers: [
      'una primera oferta sencilla para comprobar si hay demanda',
      'una versión para clientes habituales',
      'un nivel prémium',
    ],
    revenue: ['ventas directas', 'suscripciones', 'colaboraciones'],
  },
};

const GOALS: Record<BusinessGoal, BusinessGoalKit> = {
  start: {
    label: 'Empezar',
    focus: 'validar la idea y conseguir los primeros clientes',
    steps: [
      'Habla con 10 personas de tu público sobre el problema',
      'Lanza una oferta sencilla',
      'Recoge opiniones y testimonios',
    ],
    metrics: [
      'los primeros 10 clientes o seguidores que participan',
      'las conversaciones mantenidas',
      'los primeros ingresos',
    ],
  },
  grow: {
    label: 'Crecer',
    focus: 'llegar a más personas adecuadas y conseguir que se queden',
    steps: [
      'Apuesta fuerte por el canal que ya funciona',
      'Publica con un calendario fijo',
      'Pide recomendaciones a tus clientes satisfechos',
    ],
    metrics: ['el crecimiento mensual del público', 'los clientes que repiten', 'la tasa de conversión'],
  },
  monetize: {
    label: 'Monetizar',
    focus: 'convertir la atención en ingresos sostenibles',
    steps: [
      'Pon precio a tu oferta según su valor, no según las horas',
      'Añade un nivel de pago por encima del contenido gratuito',
      'Presenta tu propuesta a tres marcas o socios al mes',
    ],
    metrics: ['los ingresos por seguidor', 'el valor medio de cada pedido', 'los ingresos mensuales recurrentes'],
  },
  diversify: {
    label: 'Diversificar',
    focus: 'sumar fuentes de ingresos para que una sola plataforma no pueda hundirte',
    steps: [
      'Haz una lista de lo que ya creas y podrías reaprovechar',
      'Prueba una nueva fuente de ingresos durante 30 días',
      'Crea una lista de correo que sea tuya',
    ],
    metrics: [
      'el peso de tu mayor fuente de ingresos',
      'los ingresos de la nueva fuente',
      'los suscriptores de tu lista de correo',
    ],
  },
};

function businessPlan({ type, goal, idea, audience, theme, pick }: BusinessContext): string {
  return [
    `# Plan de negocio (${type.label}): ${goal.label}`,
    '',
    '## Resumen ejecutivo',
    `${capitalize(idea)}. En un proyecto de este tipo (${type.label.toLowerCase()}), el siguiente paso es ${goal.focus}.`,
    '',
    '## Público objetivo',
    `- Principal: ${audience}.`,
    `- Dónde encontrar a ese público: ${pick.some(['YouTube', 'Instagram', 'TikTok', 'clubes escolares', 'comunidades online', 'newsletters'], 2).join(', ')}.`,
    '',
    '## Oferta',
    ...type.offers.map((o) => `- ${capitalize(o)}`),
    '',
    '## Fuentes de ingresos',
    ...type.revenue.map((r) => `- ${capitalize(r)}`),
    '',
    `## Estrategia para ${goal.label.toLowerCase()}`,
    ...goal.steps.map((s, i) => `${i + 1}. ${s}.`),
    '',
    '## Plan de acción a 90 días',
    `- Días 1-30: ${goal.steps[0]}; define una promesa clara${theme ? ` (tema: ${theme})` : ''}.`,
    `- Días 31-60: ${goal.steps[1]}; comparte tus avances en público.`,
    `- Días 61-90: ${goal.steps[2]}; revisa las cifras y ajusta.`,
    '',
    '## Métricas que seguir',
    ...goal.metrics.map((m) => `- ${capitalize(m)}`),
    '',
    '## Riesgos y cómo afrontarlos',
    `- ${pick.pick(['Agotamiento: agrupa el trabajo y guarda un día de descanso a la semana', 'Arranque lento: mantén la oferta pequeña y pide opiniones cada semana', 'Depender de una sola plataforma: empieza una lista de correo desde el primer día'])}.`,
  ].join('\n');
}

const STAGES: Record<Level, string[]> = {
  beginner: [
    'Aprende el vocabulario básico',
    'Sigue un ejemplo guiado',
    'Haz un primer proyecto pequeñito',
    'Compártelo y pide opiniones',
  ],
  intermediate: [
    'Repasa rápido los fundamentos',
    'Estudia tres buenos ejemplos',
    'Crea un proyecto completo',
    'Recibe críticas y revisa',
  ],
  advanced: [
    'Elige una especialidad y profundiza',
    'Desmonta el trabajo de expertos para entenderlo',
    'Termina y publica un proyecto ambicioso',
    'Enseña lo que has aprendido',
  ],
};

const PRACTICE: Record<WeeklyTime, string> = {
  '1-2': 'una sesión concentrada de unos 90 minutos',
  '3-5': 'dos o tres sesiones de 90 minutos',
  '6-10': 'cuatro sesiones de unas 2 horas',
  '10+': 'un bloque de práctica diario de unas 2 horas',
};

const LEVELS: Record<Level, string> = { beginner: 'Principiante', intermediate: 'Intermedio', advanced: 'Avanzado' };

const PLATFORMS: Record<Platform, PlatformKit> = {
  youtube: { label: 'YouTube', stats: 'YouTube Studio > Estadísticas', unit: 'vídeo', units: 'vídeos' },
  instagram: {
    label: 'Instagram',
    stats: 'Panel profesional > Estadísticas',
    unit: 'publicación o reel',
    units: 'publicaciones o reels',
  },
  tiktok: { label: 'TikTok', stats: 'Herramientas de creador > Estadísticas', unit: 'vídeo', units: 'vídeos' },
  blog: {
    label: 'Blog',
    stats: 'las estadísticas de tu web (visitas, páginas de origen, tiempo en la página)',
    unit: 'artículo',
    units: 'artículos',
  },
  podcast: {
    label: 'Pódcast',
    stats: 'las estadísticas de tu plataforma de alojamiento y los paneles de Spotify y Apple',
    unit: 'episodio',
    units: 'episodios',
  },
};

const ANALYSES: Record<Analysis, AnalysisKit> = {
  engagement: {
    label: 'Interacción',
    collect: [
      'me gusta, comentarios, veces compartido y guardados de cada {unit}',
      'tiempo medio de visualización o de lectura',
      'respuestas a tus comentarios',
    ],
    questions: [
      '¿Qué 3 {units} tuvieron la mayor tasa de interacción, y qué tienen en común?',
      '¿En qué momento la gente deja de ver o de leer?',
    ],
    actions: [
      'Empieza por el momento más potente',
      'Termina cada {unit} con una pregunta clara',
      'Responde a los comentarios durante la primera hora',
    ],
  },
  audience: {
    label: 'Público',
    collect: [
      'franja de edad y ubicaciones',
      'las horas en que tus seguidores están conectados',
      'público nuevo frente a público que vuelve',
    ],
    questions: [
      '¿El público que tienes es el público que quieres?',
      '¿Cuándo está activa la mayoría de tus seguidores?',
    ],
    actions: [
      'Publica cuando tus seguidores estén conectados',
      'Crea contenido pensado para el grupo que quieres hacer crecer',
      'Hazle a tu público una pregunta de encuesta',
    ],
  },
  content: {
    label: 'Contenido',
    collect: [
      'tus últimos 20 {units}, con tema, formato y duración',
      'visualizaciones o alcance de cada {unit}',
      'guardados y veces compartido de cada {unit}',
    ],
    questions: ['¿Qué temas y formatos superan tu media?', '¿Con qué contenidos consigues nuevos seguidores?'],
    actions: [
      'Haz una serie con tu mejor tema',
      'Deja de lado el formato que rinde menos',
      'Adapta tu contenido de más éxito para otra plataforma',
    ],
  },
  trends: {
    label: 'Tendencias',
    collect: [
      'temas y sonidos que son tendencia en tu nicho este mes',
      'cómo han cambiado tus visualizaciones semana a semana',
      'lo que publican creadores parecidos a ti',
    ],
    questions: [
      '¿Qué tendencia encaja con tu estilo sin copiarla?',
      '¿Tu crecimiento sube, se mantiene o baja en las últimas 8 semanas?',
    ],
    actions: [
      'Súmate a una tendencia relevante cada semana',
      'Dale tu toque personal a un formato en tendencia',
      'Sigue los resultados durante 4 semanas antes de decidir',
    ],
  },
};

function audiencePlan({ platform, analysis, target, fill }: AudienceContext): string {
  return [
    `# Plan de estudio de ${analysis.label.toLowerCase()} para ${platform.label}`,
    '',
    `**Perfil o enlace:** ${target}`,
    `> Este plan no se ha hecho leyendo ${target}: Storyloom no abre enlaces ni perfiles. ` +
      `Te dice qué mirar en ${platform.stats} y cómo interpretarlo.`,
    '',
    '## 1. Recopila',
    ...analysis.collect.map((c) => `- ${capitalize(fill(c))}`),
    '',
    '## 2. Pregúntate',
    ...analysis.questions.map((q) => `- ${fill(q)}`),
    '',
    '## 3. Actúa',
    ...analysis.actions.map((x, i) => `${i + 1}. ${fill(x)}.`),
    '',
    '## 4. Revisa',
    `Repite esta revisión cada dos semanas y compáralo con tus notas; cambiar una sola cosa cada vez te muestra qué funciona en ${platform.label}.`,
  ].join('\n');
}

export const es: OfflineLocale = {
  englishName: 'Spanish',
  genres: GENRES,
  story: { 'story-outline': outline, 'character-profile': characterProfile, dialogue, setting },
  social: { youtube, tiktok, linkedin, twitter, instagram },
  business: {
    types: TYPES,
    goals: GOALS,
    servedBy: /(?<![\p{L}])para\s+((?:[\p{L}-]+\s*){1,4})(?=[.,;!?]|$)/giu,
    generalAudience: (words) =>
      words.length ? `personas interesadas en temas como ${words.join(', ')}` : 'tus primeros fans',
    plan: businessPlan,
  },
  learn: {
    stages: STAGES,
    practice: PRACTICE,
    title: (topic) => `# Ruta de aprendizaje: ${capitalize(topic)}`,
    summary: (level, weeklyTime, weeks) =>
      `**Nivel:** ${LEVELS[level]} · **Tiempo:** ${weeklyTime} horas a la semana · **Duración:** ${weeks} semanas`,
    week: (week, stage) => `## Semana ${week}: ${stage}`,
    focus: (focus) => `- Enfoque: ${focus}.`,
    practiceLine: (practice) => `- Práctica: ${practice}.`,
    milestone: (topic) => `- Meta: termina y comparte un proyecto que demuestre lo que has aprendido. Tema: ${topic}.`,
    checkIn: '- Repaso: apunta algo que te haya quedado claro y una duda.',
    coursesHeading: '## Cursos del catálogo de Storyloom',
    noCourses:
      '- Todavía no hay ningún curso del catálogo que encaje con este objetivo; echa un vistazo a todos los cursos para encontrar uno relacionado.',
  },
  audience: { platforms: PLATFORMS, analyses: ANALYSES, plan: audiencePlan },
};
