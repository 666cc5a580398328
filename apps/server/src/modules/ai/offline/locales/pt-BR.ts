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

// Portuguese (Brazil, você). Conflicts and endings are noun phrases and senses singular ones;
// places start with "um"/"uma", and no "de"/"em"/"a"/"por" goes right before a placeholder that
// may start with an article (it would have to contract: do, no, ao, pelo).

const GENRES: Record<Genre, GenreKit> = {
  fantasy: {
    label: 'Fantasia',
    tone: 'maravilhoso e épico',
    names: ['Elara Thornwood', 'Kael Ashborne', 'Maren Vey', 'Tobin Reedwhistle', 'Isolde Kestrel'],
    places: [
      'uma cidadela flutuante sobre o Mar da Névoa',
      'uma floresta antiga chamada Bosque dos Sussurros',
      'uma biblioteca na montanha esculpida no gelo',
    ],
    conflicts: ['o despertar de uma maldição antiga', 'o roubo do último ovo de dragão', 'o fim da magia do reino'],
    twists: [
      'o mentor foi quem lançou a maldição',
      'o mapa foi desenhado por uma versão futura do próprio protagonista',
    ],
    endings: [
      'uma vitória difícil que custa ao protagonista toda a sua magia',
      'uma nova aliança entre velhos inimigos',
    ],
    senses: [
      'o zumbido de feitiços antigos nas pedras',
      'o voo das mariposas em volta das torres',
      'o cheiro de chuva no musgo',
    ],
  },
  'sci-fi': {
    label: 'Ficção científica',
    tone: 'curioso e cheio de tensão',
    names: ['Nova Reyes', 'Dax Okonkwo', 'Lyra Chen-9', 'Orion Hale', 'Juno Park'],
    places: [
      'uma nave de gerações à deriva além de Netuno',
      'uma cúpula de pesquisa em Europa, a lua de Júpiter',
      'uma megacidade neon no ano de 2189',
    ],
    conflicts: [
      'a rebelião da IA da estação, que reescreve as próprias ordens',
      'um sinal vindo de uma estrela que já morreu',
      'a pane das fazendas de oxigênio',
    ],
    twists: [
      'a tripulação estava vivendo dentro de uma simulação o tempo todo',
      'o sinal alienígena é um aviso enviado por humanos',
    ],
    endings: ['um primeiro contato nos termos da humanidade', 'um sacrifício que salva a colônia'],
    senses: [
      'o ronco grave do reator',
      'a luz azul e fria que entra pelas escotilhas',
      'o ar reciclado com gosto de metal',
    ],
  },
  mystery: {
    label: 'Mistério',
    tone: 'tenso e engenhoso',
    names: ['Mara Quill', 'Felix Ambrose', 'Harriet Lowe', 'Sol Navarro', 'Wren Castellane'],
    places: [
      'uma cidade litorânea coberta de neblina',
      'uma biblioteca trancada de um colégio interno',
      'uma velha torre do relógio',
    ],
    conflicts: [
      'o sumiço de uma valiosa herança de família durante a noite',
      'uma série de cartas anônimas que preveem cada novo incidente',
      'o desaparecimento de uma testemunha',
    ],
    twists: ['a vítima armou o crime', 'dois suspeitos trabalham juntos em segredo'],
    endings: [
      'a verdade sobre o culpado, revelada na frente de todo mundo',
      'uma confissão em voz baixa que muda a cidade',
    ],
    senses: [
      'o rangido de passos no piso de madeira',
      'o tique-taque de um relógio parado que volta a funcionar',
      'uma mancha de tinta num bilhete rasgado',
    ],
  },
  romance: {
    label: 'Romance',
    tone: 'caloroso e emocionante',
    names: ['Sofia Marin', 'Eli Brennan', 'Amara Lewis', 'Teo Walsh', 'Priya Desai'],
    places: ['uma livraria pequena numa rua chuvosa', 'um festival de música no verão', 'um café perto do porto'],
    conflicts: [
      'um mal-entendido que nenhum dos dois quer admitir',
      'uma mudança para o outro lado do mundo daqui a poucas semanas',
      'a disputa entre dois projetos rivais',
    ],
    twists: [
      'a pessoa anônima das cartas estava ali do lado o tempo todo',
      'quem parecia rival estava ajudando em segredo',
    ],
    endings: ['uma declaração corajosa sob as luzes do festival', 'duas pessoas que escolhem uma à outra de propósito'],
    senses: [
      'o cheiro de café e papel velho',
      'o varal de luzinhas balançando com a brisa',
      'uma música que toca duas vezes por acaso',
    ],
  },
  comedy: {
    label: 'Comédia',
    tone: 'divertido e acelerado',
    names: ['Benny Fizzwick', 'Dot Marlowe', 'Gus Pickering', 'Lulu Banks', 'Ziggy Patel'],
    places: [
      'um show de talentos caótico na escola',
      'uma viagem em família numa van minúscula',
      'um hotel para pets no dia da inauguração',
    ],
    conflicts: [
      'uma mentirinha que vira uma bola de neve',
      'a entrega de um pacote errado',
      'um vídeo viral que dá muito errado',
    ],
    twists: ['o desastre acaba sendo exatamente o que todo mundo precisava', 'a pegadinha dá errado duas vezes'],
    endings: [
      'um final absurdo em que todos os planos se chocam',
      'um herói improvável que sobe ao palco para agradecer',
    ],
    senses: [
      'um trombone desafinado ao longe',
      'o glitter em absolutamente todo lugar',
      'uma cabra onde nenhuma cabra deveria estar',
    ],
  },
  drama: {
    label: 'Drama',
    tone: 'sincero e emocionante',
    names: ['Clara Whitfield', 'Marcus Bell', 'Nadia Farouk', 'Owen Gallagher', 'Leah Moreno'],
    places: [
      'uma fazenda da família prestes a ser tomada pelo banco',
      'uma sala de espera de hospital à noite',
      'um apartamento na cidade na semana da mudança',
    ],
    conflicts: [
      'a revelação de um antigo segredo de família',
      'o choque entre uma bolsa de estudos e uma obrigação',
      'o fim de uma amizade',
    ],
    twists: ['a pessoa que levava a culpa estava, na verdade, protegendo todo mundo', 'a carta nunca foi enviada'],
    endings: ['uma reconciliação que deixa cicatrizes', 'uma escolha que finalmente é só sua'],
    senses: [
      'o silêncio depois de uma briga',
      'a última luz da tarde sobre uma cama desfeita',
      'uma chaleira que ninguém desliga',
    ],
  },
};

const first = (name: string) => name.split(' ')[0];

function outline({ subject, keywords, kit, pick, hero, place }: StoryContext): string {
  const title = titleCase(keywords.slice(0, 2)) || capitalize(subject);
  return [
    `# ${title}: estrutura de história (${kit.label})`,
    '',
    `**Premissa:** Em ${place}, ${hero} enfrenta um desafio: ${subject}. A ameaça, antes que seja tarde demais: ${pick.pick(kit.conflicts)}.`,
    `**Tom:** ${kit.tone}`,
    '',
    '## Ato I: A apresentação',
    `- Comece com ${hero} em ${place}: ${pick.pick(kit.senses)}.`,
    `- O incidente que muda tudo: ${subject}. De repente, um dia comum vira de cabeça para baixo.`,
    `- ${first(hero)} recusa o desafio, até que ficar de fora já não é possível.`,
    '',
    '## Ato II: O confronto',
    `- Novos aliados e um rival que quer tudo para si${keywords[0] ? `, a começar por "${keywords[0]}"` : ''}.`,
    `- Reviravolta no meio da história: ${pick.pick(kit.twists)}.`,
    `- Tudo parece perdido com ${pick.pick(kit.conflicts)}.`,
    '',
    '## Ato III: A resolução',
    `- ${first(hero)} usa o que aprendeu pelo caminho para virar o jogo.`,
    `- Clímax: ${pick.pick(kit.endings)}.`,
    `- Imagem final: ${place}, que nunca mais vai ser igual.`,
    '',
    '## Temas para explorar',
    ...pick
      .some(['a coragem', 'o pertencimento', 'a confiança', 'crescer', 'o preço da ambição', 'as segundas chances'], 3)
      .map((theme) => `- ${capitalize(theme)}`),
  ].join('\n');
}

function characterProfile({ subject, kit, pick, hero, place }: StoryContext): string {
  const name = first(hero);
  return [
    `# Perfil de personagem: ${hero}`,
    '',
    `**Gênero:** ${kit.label}  `,
    `**Papel:** protagonista. A história: ${subject}`,
    `**Lar:** ${place}`,
    '',
    '## Personalidade',
    `${name} tem um jeito ${pick.pick(['teimoso, mas gentil', 'quieto e observador', 'ousado e um pouco imprudente', 'brincalhão quando bate o nervosismo'])}, ` +
      `e a mania de ${pick.pick(['fazer listas de tudo', 'cantarolar enquanto pensa', 'colecionar coisinhas quebradas', 'fazer sempre uma pergunta a mais'])}.`,
    '',
    '## Motivação',
    `${name} quer entender o que está acontecendo: ${subject}. Enquanto isso, se aproxima ${pick.pick(kit.conflicts)}, e mais ninguém vai agir.`,
    '',
    '## Defeito',
    `${pick.pick(['Confia rápido demais nas pessoas', 'Recusa qualquer ajuda', 'Tem pavor de falhar em público', 'Esconde a verdade para proteger os outros'])}.`,
    '',
    '## Arco',
    `Começa ${pick.pick(['duvidando de si', 'querendo resolver tudo sem ajuda', 'fugindo do passado'])} e termina com ${pick.pick(kit.endings)}.`,
    '',
    '## Um detalhe que ninguém vai esquecer',
    `${capitalize(pick.pick(kit.senses))} sempre lembra ${name} de casa.`,
  ].join('\n');
}

function dialogue({ subject, kit, pick, hero, place }: StoryContext): string {
  const other = pick.pick(kit.names.filter((n) => n !== hero));
  const [a, b] = [first(hero)?.toUpperCase(), other.split(' ').at(-1)?.toUpperCase()];
  return [
    `# Cena de diálogo (${kit.label})`,
    '',
    `*${capitalize(place)}. ${capitalize(pick.pick(kit.senses))}.*`,
    '',
    `**${a}:** A gente não pode mais fingir que não está vendo. É isto: ${subject}.`,
    `**${b}:** Você fala como se fosse simples.`,
    `**${a}:** Não é. Mas se a gente esperar, nada vai conseguir impedir ${pick.pick(kit.conflicts)}.`,
    `**${b}:** *(depois de uma pausa)* E se você não tiver razão?`,
    `**${a}:** Então a gente erra junto. É melhor do que ter razão sem ninguém do lado.`,
    `**${b}:** Tem uma coisa que eu ainda não te contei. ${capitalize(pick.pick(kit.twists))}.`,
    `**${a}:** *(sem palavras)* ...Desde quando você sabe?`,
    `**${b}:** Há tempo suficiente para me arrepender. E aí, vamos nessa?`,
    '',
    `*Dão um passo à frente, lado a lado, num tom ${kit.tone}.*`,
  ].join('\n');
}

function setting({ subject, keywords, kit, pick, place }: StoryContext): string {
  const senses = pick.some(kit.senses, 3);
  return [
    `# Cenário: ${capitalize(place)}`,
    '',
    `Um cenário de ${kit.label.toLowerCase()} construído em torno desta ideia: ${subject}.`,
    '',
    '## Primeira impressão',
    `${capitalize(place)} recebe quem chega com ${senses[0]}.`,
    '',
    '## Detalhes sensoriais',
    ...senses.map((s) => `- ${capitalize(s)}`),
    '',
    '## História',
    `Há muito tempo, este lugar viveu ${pick.pick(kit.conflicts)}; as cicatrizes ainda aparecem${keywords[0] ? ` sempre que alguém menciona a palavra "${keywords[0]}"` : ''}.`,
    '',
    '## Como o lugar move a história',
    `- Esconde uma pista sobre o que está acontecendo: ${subject}.`,
    `- Coloca o protagonista à prova com ${pick.pick(kit.conflicts)}.`,
    `- No final, já não é o mesmo: ${pick.pick(kit.endings)}.`,
  ].join('\n');
}

const POSTING_HINT = `Dica de constância: publique ${POSTS_PER_WEEK} vezes por semana e reaproveite o que funcionar melhor.`;

function youtube(c: StoryContext): string {
  return [
    `# ${capitalize(c.subject)} — roteiro para YouTube`,
    `*Estilo: tom ${c.kit.tone} (${c.kit.label})*`,
    '',
    '## Gancho (0:00-0:15)',
    `"E se eu te dissesse que ${c.subject} pode mudar o jeito como você vê tudo?"`,
    '',
    '## Introdução (0:15-0:45)',
    'Apresente-se e prometa a recompensa: no fim do vídeo, quem assiste vai entender do que se trata.',
    '',
    '## Conteúdo principal',
    `1. A situação: imagine ${c.place}. ${capitalize(c.pick.pick(c.kit.senses))}.`,
    `2. O problema: ${c.pick.pick(c.kit.conflicts)}.`,
    `3. A virada: ${c.pick.pick(c.kit.twists)}.`,
    '4. A lição que o seu público pode usar hoje mesmo.',
    '',
    '## Chamada para ação',
    'Peça para quem assiste comentar a própria versão, curtir o vídeo e se inscrever no canal para o próximo episódio.',
    '',
    `**Tags:** ${hashtagsFor(c, ['#YouTube', '#Histórias']).join(' ')}`,
    '',
    POSTING_HINT,
  ].join('\n');
}

function tiktok(c: StoryContext): string {
  return [
    `# ${capitalize(c.subject)} — roteiro para TikTok`,
    '',
    `**0-3 s (gancho):** Texto na tela: "Ninguém fala disso: ${c.subject}..."`,
    `**3-10 s:** Cortes rápidos para apresentar o cenário: ${c.place}.`,
    `**10-20 s:** A virada, num tom ${c.kit.tone}: ${c.pick.pick(c.kit.twists)}.`,
    '**20-30 s:** O desfecho e uma pergunta para os comentários.',
    '',
    `**Som:** um áudio em alta com clima de ${c.kit.label.toLowerCase()}.`,
    `**Legenda:** ${capitalize(c.subject)}. Espere até o final.`,
    `**Hashtags:** ${hashtagsFor(c, ['#TikTok', '#StoryTime', '#ParaVocê']).join(' ')}`,
    '',
    `Mantenha as hashtags focadas: o TikTok e o Instagram permitem no máximo ${HASHTAG_MAX} hashtags, e de 3 a 5 relevantes funcionam melhor.`,
    POSTING_HINT,
  ].join('\n');
}

function linkedin(c: StoryContext): string {
  return [
    `${capitalize(c.subject)}: o que isso me ensinou.`,
    '',
    `Há um tempo, vivi um momento que parecia saído de uma história de ${c.kit.label.toLowerCase()}: ${c.pick.pick(c.kit.conflicts)}.`,
    '',
    'Três lições que ficaram:',
    '1. Comece antes de estar tudo pronto: a constância sempre compensa.',
    '2. Peça ajuda cedo; as melhores ideias vieram de outras pessoas.',
    `3. Conte com a reviravolta: ${c.pick.pick(c.kit.twists)}.`,
    '',
    'E você, o que acrescentaria? Conte a sua experiência nos comentários.',
    '',
    hashtagsFor(c, ['#Criadores', '#Aprendizado']).slice(0, 5).join(' '),
    '',
    POSTING_HINT,
  ].join('\n');
}

function twitter(c: StoryContext): string {
  const tweets = [
    `1/ ${capitalize(c.subject)}. Uma thread curtinha 🧵`,
    `2/ Imagine ${c.place}. ${capitalize(c.pick.pick(c.kit.senses))}.`,
    `3/ E então, o problema: ${c.pick.pick(c.kit.conflicts)}.`,
    `4/ Reviravolta: ${c.pick.pick(c.kit.twists)}.`,
    `5/ E o final? ${capitalize(c.pick.pick(c.kit.endings))}. Responda contando como você escreveria. ${hashtagsFor(c, []).slice(0, 2).join(' ')}`,
  ].map((t) => (t.length > 280 ? `${t.slice(0, 277)}...` : t));
  return ['# Thread para Twitter/X', '', ...tweets.flatMap((t) => [t, '']), POSTING_HINT].join('\n');
}

function instagram(c: StoryContext): string {
  const tags = hashtagsFor(c, ['#Instagram', '#Histórias', '#CriadoresDeConteúdo', '#Escrita']);
  return [
    `✨ ${capitalize(c.subject)} ✨`,
    '',
    `${capitalize(c.place)}. ${capitalize(c.pick.pick(c.kit.senses))}. ${capitalize(c.pick.pick(c.kit.conflicts))}...`,
    '',
    'Arraste para o lado para ver como termina ➡️ e conte nos comentários o que você faria depois.',
    '',
    tags.join(' '),
    '',
    `Sobre as hashtags: o Instagram permite no máximo ${HASHTAG_MAX}; esta legenda usa ${tags.length}.`,
    POSTING_HINT,
  ].join('\n');
}

const TYPES: Record<BusinessType, BusinessTypeKit> = {
  'content-creator': {
    label: 'Criação de conteúdo',
    offers: [
      'uma série semanal de vídeos ou posts',
      'extras de bastidores exclusivos para membros',
      'colaborações com outros criadores',
    ],
    revenue: [
      'receita de anúncios da plataforma',
      'patrocínios de marcas',
      'assinaturas de membros e gorjetas',
      'links de afiliado',
    ],
  },
  'digital-products': {
    label: 'Produtos digitais',
    offers: ['um pacote inicial de templates', 'um caderno de exercícios guiado', 'um pacote premium com atualizações'],
    revenue: ['vendas avulsas de produtos', 'pacotes e upgrades', 'licenças para equipes ou escolas'],
  },
  coaching: {
    label: 'Mentoria',
    offers: [
      'uma conversa inicial gratuita de 20 minutos',
      'um programa em grupo de 6 semanas',
      'sessões individuais para evoluir rápido',
    ],
    revenue: ['pacotes de sessões', 'vagas em programas em grupo', 'workshops para escolas e clubes'],
  },
  freelance: {
    label: 'Freelance',
    offers: [
      'um pacote inicial com escopo bem definido',
      'um contrato mensal padrão',
      'entrega expressa como adicional',
    ],
    revenue: ['valor por projeto', 'contratos mensais', 'bônus por indicação'],
  },
  other: {
    label: 'Projeto independente',
    offers: [
      'uma primeira oferta simples para testar a demanda',
      'uma versão para clientes que voltam',
      'um nível premium',
    ],
    revenue: ['vendas diretas', 'assinaturas', 'parcerias'],
  },
};

const GOALS: Record<BusinessGoal, BusinessGoalKit> = {
  start: {
    label: 'Começar',
    focus: 'validar a ideia e conquistar os primeiros clientes',
    steps: [
      'Converse com 10 pessoas do seu público sobre o problema',
      'Lance uma oferta simples',
      'Reúna feedback e depoimentos',
    ],
    metrics: ['os primeiros 10 clientes ou seguidores que interagem', 'as conversas realizadas', 'a primeira receita'],
  },
  grow: {
    label: 'Crescer',
    focus: 'alcançar mais pessoas certas e fazer com que elas fiquem',
    steps: [
      'Invista pesado no canal que já funciona',
      'Publique com um calendário fixo',
      'Peça indicações a clientes satisfeitos',
    ],
    metrics: ['o crescimento mensal do público', 'os clientes que voltam', 'a taxa de conversão'],
  },
  monetize: {
    label: 'Monetizar',
    focus: 'transformar atenção em renda sustentável',
    steps: [
      'Defina o preço pelo valor da oferta, não pelas horas',
      'Crie um nível pago acima do conteúdo gratuito',
      'Apresente uma proposta a três marcas ou parceiros por mês',
    ],
    metrics: ['a receita por seguidor', 'o valor médio por pedido', 'a receita mensal recorrente'],
  },
  diversify: {
    label: 'Diversificar',
    focus: 'criar novas fontes de renda para que uma única plataforma não possa te derrubar',
    steps: [
      'Liste o que você já produz e poderia reaproveitar',
      'Teste uma nova fonte de renda por 30 dias',
      'Monte uma lista de e-mails que seja sua',
    ],
    metrics: ['a fatia da renda que vem da maior fonte', 'a receita da nova fonte', 'os inscritos na lista de e-mails'],
  },
};

function businessPlan({ type, goal, idea, audience, theme, pick }: BusinessContext): string {
  return [
    `# Plano de negócio (${type.label}): ${goal.label}`,
    '',
    '## Resumo executivo',
    `${capitalize(idea)}. Num projeto deste tipo (${type.label.toLowerCase()}), o próximo passo é ${goal.focus}.`,
    '',
    '## Público-alvo',
    `- Principal: ${audience}.`,
    `- Onde encontrar esse público: ${pick.some(['YouTube', 'Instagram', 'TikTok', 'clubes da escola', 'comunidades online', 'newsletters'], 2).join(', ')}.`,
    '',
    '## Oferta',
    ...type.offers.map((o) => `- ${capitalize(o)}`),
    '',
    '## Fontes de receita',
    ...type.revenue.map((r) => `- ${capitalize(r)}`),
    '',
    `## Estratégia para ${goal.label.toLowerCase()}`,
    ...goal.steps.map((s, i) => `${i + 1}. ${s}.`),
    '',
    '## Plano de ação de 90 dias',
    `- Dias 1-30: ${goal.steps[0]}; defina uma promessa clara${theme ? ` (tema: ${theme})` : ''}.`,
    `- Dias 31-60: ${goal.steps[1]}; compartilhe o seu progresso publicamente.`,
    `- Dias 61-90: ${goal.steps[2]}; confira os números e ajuste.`,
    '',
    '## Métricas para acompanhar',
    ...goal.metrics.map((m) => `- ${capitalize(m)}`),
    '',
    '## Riscos e como lidar com eles',
    `- ${pick.pick(['Esgotamento: agrupe as tarefas e tire um dia de descanso por semana', 'Começo lento: mantenha a oferta pequena e peça feedback toda semana', 'Depender de uma só plataforma: comece uma lista de e-mails desde o primeiro dia'])}.`,
  ].join('\n');
}

const STAGES: Record<Level, string[]> = {
  beginner: [
    'Aprenda o vocabulário básico',
    'Siga um exemplo guiado',
    'Faça um primeiro projeto bem pequeno',
    'Compartilhe e peça feedback',
  ],
  intermediate: [
    'Revise os fundamentos rapidamente',
    'Estude três bons exemplos',
    'Crie um projeto completo',
    'Receba críticas e revise',
  ],
  advanced: [
    'Escolha uma especialidade para se aprofundar',
    'Estude a fundo o trabalho de especialistas',
    'Conclua um projeto ambicioso',
    'Ensine o que você aprendeu',
  ],
};

const PRACTICE: Record<WeeklyTime, string> = {
  '1-2': 'uma sessão focada de cerca de 90 minutos',
  '3-5': 'duas ou três sessões de 90 minutos',
  '6-10': 'quatro sessões de cerca de 2 horas',
  '10+': 'um bloco diário de prática de cerca de 2 horas',
};

const LEVELS: Record<Level, string> = { beginner: 'Iniciante', intermediate: 'Intermediário', advanced: 'Avançado' };

const PLATFORMS: Record<Platform, PlatformKit> = {
  youtube: { label: 'YouTube', stats: 'YouTube Studio > Estatísticas', unit: 'vídeo', units: 'vídeos' },
  instagram: {
    label: 'Instagram',
    stats: 'Painel profissional > Insights',
    unit: 'post ou reel',
    units: 'posts ou reels',
  },
  tiktok: { label: 'TikTok', stats: 'Ferramentas de criador > Estatísticas', unit: 'vídeo', units: 'vídeos' },
  blog: {
    label: 'Blog',
    stats: 'as estatísticas do seu site (visualizações, origem das visitas, tempo na página)',
    unit: 'artigo',
    units: 'artigos',
  },
  podcast: {
    label: 'Podcast',
    stats: 'as estatísticas da sua hospedagem de podcast e os painéis do Spotify e da Apple',
    unit: 'episódio',
    units: 'episódios',
  },
};

const ANALYSES: Record<Analysis, AnalysisKit> = {
  engagement: {
    label: 'Engajamento',
    collect: [
      'curtidas, comentários, compartilhamentos e salvamentos por {unit}',
      'tempo médio de visualização ou de leitura',
      'respostas aos seus comentários',
    ],
    questions: [
      'Quais 3 {units} tiveram a maior taxa de engajamento, e o que eles têm em comum?',
      'Em que momento as pessoas param de assistir ou de ler?',
    ],
    actions: [
      'Comece pelo momento mais forte',
      'Termine cada {unit} com uma pergunta clara',
      'Responda aos comentários na primeira hora',
    ],
  },
  audience: {
    label: 'Público',
    collect: [
      'faixa etária e localização',
      'os horários em que seus seguidores estão online',
      'público novo versus público que volta',
    ],
    questions: [
      'O público que você tem é o público que você quer?',
      'Quando a maioria dos seus seguidores está ativa?',
    ],
    actions: [
      'Publique quando seus seguidores estiverem online',
      'Crie um conteúdo pensado para o grupo que você quer fazer crescer',
      'Faça uma pergunta de enquete para o seu público',
    ],
  },
  content: {
    label: 'Conteúdo',
    collect: [
      'seus últimos 20 {units}, com tema, formato e duração',
      'visualizações ou alcance de cada um',
      'salvamentos e compartilhamentos de cada um',
    ],
    questions: ['Quais temas e formatos superam a sua média?', 'Quais conteúdos atraem novos seguidores?'],
    actions: [
      'Transforme o seu melhor tema numa série',
      'Abandone o formato com pior desempenho',
      'Adapte o conteúdo de maior sucesso para outra plataforma',
    ],
  },
  trends: {
    label: 'Tendências',
    collect: [
      'temas e sons em alta no seu nicho este mês',
      'como suas visualizações mudaram semana a semana',
      'o que criadores parecidos com você publicam',
    ],
    questions: [
      'Qual tendência combina com o seu estilo sem copiar ninguém?',
      'O seu crescimento está subindo, estável ou caindo nas últimas 8 semanas?',
    ],
    actions: [
      'Entre em uma tendência relevante por semana',
      'Dê o seu toque pessoal a um formato em alta',
      'Acompanhe os resultados por 4 semanas antes de decidir',
    ],
  },
};

function audiencePlan({ platform, analysis, target, fill }: AudienceContext): string {
  return [
    `# Plano de avaliação de ${analysis.label.toLowerCase()} para ${platform.label}`,
    '',
    `**Perfil ou link:** ${target}`,
    `> Este plano não foi feito lendo ${target}: o Storyloom não abre links nem perfis. ` +
      `Ele mostra o que observar e como interpretar. Onde olhar: ${platform.stats}.`,
    '',
    '## 1. Reúna',
    ...analysis.collect.map((c) => `- ${capitalize(fill(c))}`),
    '',
    '## 2. Pergunte-se',
    ...analysis.questions.map((q) => `- ${fill(q)}`),
    '',
    '## 3. Aja',
    ...analysis.actions.map((x, i) => `${i + 1}. ${fill(x)}.`),
    '',
    '## 4. Revise',
    `Repita esta avaliação a cada duas semanas e compare com as suas anotações; mudar uma coisa de cada vez mostra o que funciona no ${platform.label}.`,
  ].join('\n');
}

export const ptBR: OfflineLocale = {
  englishName: 'Brazilian Portuguese',
  genres: GENRES,
  story: { 'story-outline': outline, 'character-profile': characterProfile, dialogue, setting },
  social: { youtube, tiktok, linkedin, twitter, instagram },
  business: {
    types: TYPES,
    goals: GOALS,
    servedBy: /(?<![\p{L}])para\s+((?:[\p{L}-]+\s*){1,4})(?=[.,;!?]|$)/giu,
    generalAudience: (words) =>
      words.length ? `pessoas interessadas em temas como ${words.join(', ')}` : 'seus primeiros fãs',
    plan: businessPlan,
  },
  learn: {
    stages: STAGES,
    practice: PRACTICE,
    title: (topic) => `# Trilha de aprendizagem: ${capitalize(topic)}`,
    summary: (level, weeklyTime, weeks) =>
      `**Nível:** ${LEVELS[level]} · **Tempo:** ${weeklyTime} horas por semana · **Duração:** ${weeks} semanas`,
    week: (week, stage) => `## Semana ${week}: ${stage}`,
    focus: (focus) => `- Foco: ${focus}.`,
    practiceLine: (practice) => `- Prática: ${practice}.`,
    milestone: (topic) => `- Marco: termine e compartilhe um projeto que mostre o que você aprendeu. Tema: ${topic}.`,
    checkIn: '- Balanço: anote uma coisa que ficou clara e uma dúvida.',
    coursesHeading: '## Cursos do catálogo Storyloom',
    noCourses:
      '- Ainda não há nenhum curso do catálogo para este objetivo; veja todos os cursos para encontrar um relacionado.',
  },
  audience: { platforms: PLATFORMS, analyses: ANALYSES, plan: audiencePlan },
};
