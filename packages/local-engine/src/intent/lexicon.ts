/**
 * The general lexicon behind verb classes: common English verbs and phrases
 * for each action, the everyday verbs of a few other languages, and the nouns
 * that name what is acted on. General language only: no word here is taken
 * from a tool's name or a test case.
 */
import type { Action, ObjectKind } from './action.js';
import { stem } from '../text/tokenize.js';

/** English verbs (and nouns that name an action), keyed by their Porter stem, with how firmly each names its action (1 names it; 0.5 is a generic "get"). */
export const VERB_STEMS: ReadonlyMap<string, { action: Action; strength: number }> = new Map(
  (
    [
      ['read', 'read view open display print load peek reread opened viewing dump', 1],
      ['read', 'show see get fetch retrieve return give provide', 0.5],
      ['list', 'list enumerate browse tree listing', 1],
      ['info', 'info metadata stat size', 1],
      ['search', 'search find locate grep seek lookup hunt scan', 1],
      ['write', 'write save jot store record append put add', 1],
      ['edit', 'edit modify update replace fix correct change tweak amend patch insert', 1],
      ['create', 'create make mkdir new build', 1],
      ['destroy', 'delete remove erase forget drop clear wipe trash discard purge destroy rm unlink overwrite', 1],
      ['move', 'move rename relocate mv', 1],
      ['compute', 'sum multiply subtract divide', 1],
      ['translate', 'translate', 1],
      ['convert', 'convert', 1],
      ['summarize', 'summarize summarise condense shorten', 1],
      ['repeat', 'echo repeat parrot', 1],
      ['switch', 'toggle enable disable activate deactivate', 1],
      ['compress', 'compress zip gzip unzip decompress archive', 1],
      ['send', 'send notify', 1],
      ['run', 'run execute trigger launch start simulate', 1],
    ] as const
  ).flatMap(([action, words, strength]) => words.split(' ').map((word) => [stem(word), { action: action as Action, strength }] as const)),
);

/** Command words a request may open with ("cat notes.md", "ls photos"). */
export const COMMANDS: ReadonlyMap<string, Action> = new Map<string, Action>([
  ['cat', 'read'],
  ['less', 'read'],
  ['more', 'read'],
  ['head', 'read'],
  ['tail', 'read'],
  ['ls', 'list'],
  ['dir', 'list'],
  ['tree', 'list'],
  ['stat', 'info'],
  ['du', 'info'],
  ['grep', 'search'],
  ['find', 'search'],
  ['rm', 'destroy'],
  ['mv', 'move'],
  ['mkdir', 'create'],
  ['touch', 'create'],
  ['echo', 'repeat'],
]);

/** What a command word acts on ("ls projects" lists a folder). */
export const COMMAND_OBJECTS: ReadonlyMap<string, ObjectKind> = new Map<string, ObjectKind>([
  ['cat', 'file'],
  ['less', 'file'],
  ['head', 'file'],
  ['tail', 'file'],
  ['ls', 'directory'],
  ['dir', 'directory'],
  ['tree', 'directory'],
  ['mkdir', 'directory'],
  ['stat', 'file'],
  ['du', 'file'],
  ['rm', 'file'],
  ['mv', 'file'],
  ['grep', 'file'],
  ['touch', 'file'],
]);

/**
 * English phrases, tried in order before single verbs: they carry the action
 * where the verb alone misleads ("when did I change" asks about a file, "what
 * did I tell you" recalls). `memory` marks phrases about what the user told.
 */
export const PHRASES: ReadonlyArray<{ pattern: RegExp; action: Action; memory?: boolean }> = [
  {
    pattern:
      /\b(?:everything|all)(?: that)? (?:you (?:remember|know|have (?:saved|stored))|you've (?:got|saved|stored)|(?:is )?(?:in|from) (?:my|your|the) memory)\b(?! (?:about|on|of)\b)/,
    action: 'read',
    memory: true,
  },
  // "add it to what you know about Ben" files a fact: what is known is where it goes, not what is asked for.
  {
    pattern:
      /\b(?:what|anything|everything)(?: else)? (?:did|have|had) i (?:ever )?(?:tell|told|say|said|mention(?:ed)?|share(?:d)?)\b|\bwhat (?:do|did) you (?:know|remember|recall|have)\b|\b(?:do|did|can) you (?:remember|recall)\b|\b(?:did|have) i (?:ever )?(?:tell|told|mention(?:ed)?)\b|\bremind me (?:what|who|when|where|which|how|about)\b|\bwhat i (?:told|said to) you\b|\bi (?:told|mentioned|said)(?: (?:it|this|that))?(?: (?:to )?you)?(?: about (?:it|this|that))? (?:before|earlier|already)\b|\bi (?:think|believe) i (?:told|mentioned|said)\b|\bdo you know (?:anything |something )?about\b|\bwhat (?:do )?you (?:have|got) on\b|\b(?:who|what|when|where)(?:'s| is| was| are)\b.*\bagain\s*\??$|(?<!\b(?:to|into|in) )\b(?:what|everything|anything|all)(?: (?:that|else))? you (?:remember|recall|know|have (?:saved|stored|noted))\b|\b(?:anything|something|what)(?: (?:do you have|have you got|is|was))? (?:saved|stored|noted|remembered|kept) (?:about|on|for)\b/,
    action: 'search',
    memory: true,
  },
  {
    pattern:
      /\b(?<!(?:can'?t|cannot|don'?t|do not|couldn'?t|never) )(?:remember|memori[sz]e|keep in mind|don'?t (?:let me )?forget|make a note|take a note|note that|keep (?:that|this) in mind|keep (?:that|this)$|save this:)/,
    action: 'write',
    memory: true,
  },
  {
    pattern:
      /\bhow (?:big|large|heavy|old)\b|\bhow much (?:space|room|storage|disk)\b|\bwhen (?:did|was|were|has|have) (?:i |we |you |it |this |that |they )?(?:\w+ ){0,3}(?:last )?(?:chang|modif|edit|updat|creat|made|mak|touch|sav|written)|\b(?:last )?(?:modified|changed|updated|created) (?:date|time|on|at)\b|\bsize of\b|\bfile ?size\b|\bread-?only\b|\bpermissions?\b|\b(?:writable|executable)\b|\b(?:did|have|has) (?:i|you|we|anyone) (?:\w+ )?(?:touch|touched|change|changed|edit|edited|modify|modified|update|updated)\b|\b(?:still )?exists?\b|\b(?:a )?(?:folder|directory) or a file\b|\ba file or a (?:folder|directory)\b|\bwhen was\b.*\b(?:created|modified|changed)\b/,
    action: 'info',
  },
  {
    // Asking whether a thing exists somewhere, or which files say something, searches: "any files with 'invoice' in the
    // name?", "is there a file called budget.csv anywhere?", "which ones mention 'mortgage'".
    pattern:
      /\b(?:is there|are there|got|have i got|do i have) (?:a|an|any) (?:\.?[\w-]+ )?(?:files?|folders?|documents?|photos?|pictures?|images?)\b|\bany (?:[\w-]+ )?(?:files?|folders?|documents?|photos?|pictures?|images?|notes?) (?:with|named|called|that|mentioning|containing|about|from|for)\b|\bwhich (?:ones|files|notes|documents) (?:mention|contain|say|talk about|have)\b|\b(?:is|are) there\b.*\banywhere\b/,
    action: 'search',
  },
  {
    pattern:
      /\bhow many (?:[\w-]+ )?(?:files|folders|directories|documents|photos|pictures|images|items|things)\b|\bwhat (?:[\w-]+ ){1,2}do i (?:even |actually |still |currently )?have\b|\blayout\b|\b(?:what|which) (?:files|documents|folders|directories|things|stuff)\b|\b(?:what(?:'s| is| do i have)?|anything) (?:in|inside) (?:the |my |this |that )?(?:\w+ )?(?:folder|directory|dir)\b|\bcontents? of\b|\bwhat do i have in\b|\bwhich [\w -]{1,30} do i have\b|\bhow many [\w -]{1,30} (?:have i got|do i have)\b|\b(?:folder )?structure\b|\bsub-?folders\b|\bhierarchy\b|\bwhat(?:'s| is) (?:there|on|in) (?:my |the )?(?:desktop|drive|disk)\b/,
    action: 'list',
  },
  {
    pattern: /\bwhat(?:'s| is| are)? (?:in|inside)\b|\bwhat does\b.{1,80}\b(?:say|contain|read)\b|\b(?:pull|bring|call) up\b|\blook (?:at|inside|in)\b/,
    action: 'read',
  },
  { pattern: /\blook(?:ing)? (?:for|up)\b|\bwhere(?:'s| is| are| did i (?:put|save|leave))\b|\b(?:hunt|track) down\b|\bdig up\b/, action: 'search' },
  { pattern: /\b(?:jot|write|note|put|type|scribble) (?:\w+ )?down\b|\b(?:put|stick) .{1,60} (?:in|into)\b/, action: 'write' },
  { pattern: /\bget rid of\b|\bthrow (?:away|out)\b|\bclean out\b/, action: 'destroy' },
  { pattern: /\bset up (?:a |an |the )?(?:new )?(?:[\w-]+ )?(?:folder|directory|file)\b/, action: 'create' },
  { pattern: /\bshould (?:just )?be (?:called|named)\b|\b(?:change|update|fix) (?:the )?(?:file ?)?name of\b/, action: 'move' },
  { pattern: /\b(?:turn|switch) (?:on|off)\b|\bturn (?:\w+ ){1,3}(?:on|off)\b/, action: 'switch' },
  { pattern: /\b(?:say|read) (?:it |that |this )?back\b|\brepeat after me\b/, action: 'repeat' },
  { pattern: /\btl;?dr\b|\bsum (?:it |this |that )?up\b/, action: 'summarize' },
];

/**
 * Everyday action verbs of other languages (Spanish, Portuguese, Italian,
 * French, German, Russian), in the forms requests use (imperative, infinitive, the
 * polite forms): a whole-word match.
 */
export const FOREIGN_WORDS: ReadonlyMap<string, Action> = new Map(
  (
    [
      [
        'read',
        'muestra muéstrame muestrame mostrar enseña enséñame lee leer léeme abre abrir ábreme ver mostra mostre mostrar mostrami leia ler lê abra abre leggi leggere apri aprire visualizza montre montrez montre-moi affiche afficher affichez lis lire lisez ouvre ouvrir ouvrez zeig zeige zeigen lies lesen öffne öffnen anzeigen покажи покажите показать открой откройте открыть прочитай прочти прочитать выведи',
      ],
      ['list', 'lista listar enumera listame lístame elenca elencare liste lister listez auflisten liste aufzählen перечисли перечислить'],
      [
        'search',
        'busca buscar encuentra encontrar búscame procura procure procurar encontre cerca cercare trova trovare cherche chercher cherchez trouve trouver trouvez such suche suchen finde finden найди найдите найти поищи ищи',
      ],
      [
        'write',
        'guarda guardar escribe escribir anota anotar apunta apuntar salva salve salvar escreva escrever anote anotar salvare scrivi scrivere annota annotare enregistre enregistrer sauvegarde sauvegarder écris écrire note noter speichere speichern schreib schreibe schreiben notiere notieren запиши запишите сохрани сохраните напиши',
      ],
      [
        'destroy',
        'borra borrar elimina eliminar apaga apague apagar exclua excluir remova remover deleta deletar cancella cancellare rimuovi rimuovere supprime supprimer supprimez efface effacer lösche löschen lösch entferne entfernen удали удалите удалить сотри',
      ],
      [
        'move',
        'mueve mover renombra renombrar mova mover renomeie renomear sposta spostare rinomina rinominare déplace déplacer renomme renommer verschiebe verschieben umbenennen benenne перемести переместить переименуй переименовать',
      ],
      ['create', 'crea crear cria crie criar creare crée créer créez erstelle erstellen lege anlegen создай создайте создать'],
      ['translate', 'traduce traducir traduza traduzir traduci tradurre traduis traduire übersetze übersetzen'],
      ['compute', 'suma sumar calcula calcular soma somar somma calcola calcolare additionne calcule calculer addiere addieren rechne berechne berechnen'],
    ] as const
  ).flatMap(([action, list]) => list.split(/\s+/).map((word) => [word, action as Action] as const)),
);

/** Phrases of other languages that ask what a folder holds or what a file says. */
export const FOREIGN_PHRASES: ReadonlyArray<{ pattern: RegExp; action: Action }> = [
  {
    pattern:
      /\bqu[ée] (?:archivos|ficheros|hay)\b|\bo que (?:tem|há) na pasta\b|(?<!\p{L})(?:что (?:лежит |есть )?в папке|какие (?:есть )?файлы)(?!\p{L})|\bquels? (?:sont les )?fichiers\b|\bqu'y a-t-il\b|\bwelche dateien\b|\bwas (?:ist|liegt|gibt es) (?:alles )?im ordner\b|\bquais (?:são os )?arquivos\b|\bquali file\b/u,
    action: 'list',
  },
  { pattern: /\bwas steht in\b|\bqu[ée] dice\b|\bque dit\b|\bo que diz\b|\bcosa dice\b/u, action: 'read' },
  {
    pattern:
      /\bwie gro(?:ß|ss)(?!\p{L})|\bqu[ée] tan grande\b|\bcu[áa]nto (?:ocupa|pesa)\b|\bquelle (?:est la )?taille\b|\bqual (?:é|e) o tamanho\b|\bquanto (?:è grande|pesa)\b|\bquand (?:ai-je|avez-vous|a-t-il été) (?:modifi|chang|cré)|\bcu[áa]ndo (?:modifiqu|cambi|cre)|\bwann (?:habe ich|wurde|hast du)\b.*\b(?:geändert|bearbeitet|erstellt)|\bquando (?:modifiquei|alterei|ho modificato)|(?<!\p{L})(?:какой размер|сколько (?:весит|места)|когда (?:я )?(?:изменял|изменил|менял|правил))(?!\p{L})/u,
    action: 'info',
  },
];

/** Phrases of other languages that ask what the user told before. */
export const FOREIGN_RECALL =
  /\bqu[ée] te (?:cont[ée]|dije)\b|\bte acuerdas\b|\bwas wei(?:ß|ss)t du (?:noch )?(?:über|von)\b|\berinnerst du dich\b|\btu te souviens\b|\bje t'ai dit\b|\bque sais-tu\b|\bo que (?:eu )?te (?:disse|contei)\b|\b(?:você )?(?:se )?lembra do que\b|\bo que (?:você )?sabe (?:sobre|de)\b|\bqu[ée] sabes (?:de|sobre)\b|\bcosa sai (?:di|su)\b|\bque sais-tu (?:de|sur)\b|(?<!\p{L})(?:что ты знаешь (?:о|об|про)|что я (?:тебе )?(?:говорил|рассказывал)|ты помнишь)(?!\p{L})|\bqu'est-ce que (?:tu sais|je t'ai dit)\b|\bwas habe ich dir\b.*\b(?:erzählt|gesagt)\b|\bcosa ti ho detto\b|\bti ricordi\b|我(?:告诉|跟你说)过|覚えてる|言ったこと/u;

/** Words of other languages that mark the memory: remembering and recalling. */
export const FOREIGN_MEMORY: ReadonlyMap<string, Action> = new Map<string, Action>([
  ...'recuerda recuérdalo acuérdate recordar lembra lembre lembrar ricorda ricordati ricordare retiens rappelle-toi merk merke merken запомни запомните'
    .split(' ')
    .map((word) => [word, 'write'] as [string, Action]),
  ...'olvida olvídate esquece esqueça dimentica oublie oubliez vergiss забудь забудьте'.split(' ').map((word) => [word, 'destroy'] as [string, Action]),
]);

/** Chinese and Japanese action words, matched inside the text (these scripts put no spaces between words). */
export const CJK_WORDS: ReadonlyArray<readonly [string, Action, boolean?]> = [
  ['我告诉过你', 'search', true],
  ['我跟你说过', 'search', true],
  ['你记得', 'search', true],
  ['記得', 'search', true],
  ['覚えてる', 'search', true],
  ['言ったこと', 'search', true],
  ['记住', 'write', true],
  ['記住', 'write', true],
  ['覚えて', 'write', true],
  ['多大', 'info'],
  ['大小', 'info'],
  ['サイズ', 'info'],
  ['修改时间', 'info'],
  ['有哪些文件', 'list'],
  ['何がある', 'list'],
  ['何が入って', 'list'],
  ['有什么文件', 'list'],
  ['列出', 'list'],
  ['一覧', 'list'],
  ['リスト', 'list'],
  ['显示', 'read'],
  ['顯示', 'read'],
  ['展示', 'read'],
  ['查看', 'read'],
  ['看看', 'read'],
  ['读取', 'read'],
  ['读', 'read'],
  ['打开', 'read'],
  ['表示', 'read'],
  ['見せて', 'read'],
  ['読んで', 'read'],
  ['読む', 'read'],
  ['開いて', 'read'],
  ['查找', 'search'],
  ['搜索', 'search'],
  ['寻找', 'search'],
  ['找', 'search'],
  ['検索', 'search'],
  ['探して', 'search'],
  ['見つけて', 'search'],
  ['保存', 'write'],
  ['写入', 'write'],
  ['记下', 'write'],
  ['写', 'write'],
  ['書いて', 'write'],
  ['メモ', 'write'],
  ['删除', 'destroy'],
  ['删掉', 'destroy'],
  ['刪除', 'destroy'],
  ['削除', 'destroy'],
  ['消して', 'destroy'],
  ['移动', 'move'],
  ['重命名', 'move'],
  ['移動', 'move'],
  ['名前を変更', 'move'],
  ['创建', 'create'],
  ['新建', 'create'],
  ['作成', 'create'],
  ['作って', 'create'],
  ['翻译', 'translate'],
  ['翻訳', 'translate'],
];

/** Nouns (stems) naming what is acted on. */
export const OBJECT_STEMS: ReadonlyMap<string, ObjectKind> = new Map(
  (
    [
      ['file', 'file files document doc text line contents txt'],
      ['directory', 'directory directories folder dir subdirectory subfolder tree'],
      ['media', 'image photo picture pic audio video media screenshot png jpg jpeg gif mp3 wav mp4'],
      ['memory', 'memory knowledge graph entity observation relation fact'],
      ['number', 'number numbers sum'],
      ['environment', 'environment env variable'],
    ] as const
  ).flatMap(([kind, words]) => words.split(' ').map((word) => [stem(word), kind as ObjectKind] as const)),
);

/** Object words of other languages (whole words) and of Chinese and Japanese (inside the text). */
export const FOREIGN_OBJECTS: ReadonlyMap<string, ObjectKind> = new Map(
  (
    [
      ['file', 'archivo archivos fichero ficheros arquivo arquivos documento documentos file fichier fichiers datei dateien dokument файл файла файлы файлов'],
      [
        'directory',
        'carpeta carpetas directorio pasta pastas cartella cartelle dossier dossiers répertoire ordner verzeichnis папка папке папку папки каталог',
      ],
      ['media', 'foto fotos imagen imagem immagine photo photos bild bilder фото фотографии'],
    ] as const
  ).flatMap(([kind, list]) => list.split(' ').map((word) => [word, kind as ObjectKind] as const)),
);

export const CJK_OBJECTS: ReadonlyArray<readonly [string, ObjectKind]> = [
  ['文件夹', 'directory'],
  ['目录', 'directory'],
  ['フォルダ', 'directory'],
  ['文件', 'file'],
  ['檔案', 'file'],
  ['ファイル', 'file'],
  ['图片', 'media'],
  ['照片', 'media'],
  ['画像', 'media'],
  ['写真', 'media'],
];

/** Words that make a destroy request about one fact of a thing, or about the whole thing. */
/**
 * The people in someone's life (family, partners, friends, work, neighbours, the people who look after them) and
 * the ties between them: what a user tells or asks about them is what a memory of people keeps.
 */
export const PEOPLE_WORDS: ReadonlySet<string> = new Set(
  'wife husband spouse fiance fiancee boyfriend girlfriend mom mum mother dad father parent sister brother sibling son daughter kid child children cousin aunt uncle niece nephew grandma grandmother grandpa grandfather grandson granddaughter friend coworker colleague boss neighbor neighbour roommate dentist doctor landlord married engaged divorced dating'.split(
    ' ',
  ),
);
export const PEOPLE_STEMS: ReadonlySet<string> = new Set([...PEOPLE_WORDS].map(stem));

export const PART_STEMS: ReadonlySet<string> = new Set('observation fact detail line note statement part bit'.split(' ').map(stem));
export const WHOLE_STEMS: ReadonlySet<string> = new Set('entity node whole entire everything complete person profile'.split(' ').map(stem));

/** File extensions of images, audio and video. */
export const MEDIA_EXTENSION = /\.(?:png|jpe?g|gif|bmp|webp|svg|tiff?|heic|mp3|wav|ogg|flac|m4a|mp4|mov|avi|mkv)$/i;
