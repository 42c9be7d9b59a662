/**
 * The words the bench's posts are written in: titles of 6-10 words and excerpts of 30-50 words, in
 * English or in Persian, as an editor writes them (function words among the content words, a few
 * hundred distinct words per language, as a site's vocabulary repeats itself), drawn by the bench's
 * seeded generator so that two runs write the same site.
 */

/** Words most sentences hold: in excerpts, rarely in titles (most are under three letters, which search does not index). */
const EN_FUNCTION = 'the a an of to in on for with and or but from by at as is are was were be has have it its this that these their our your we you how why what when'.split(' ');
const EN_CONTENT = (
  'serverless table query index partition cost latency cache bundle runtime region replica stream event handler gateway ' +
  'throughput capacity design pattern model schema write read page cursor counter scale cold start memory graviton ' +
  'content editor author review draft publish archive category tag media image video podcast gallery story landing ' +
  'city council budget school teachers students parents library museum festival concert theatre music artists painting ' +
  'river mountain forest garden weather summer winter spring autumn rain snow harvest farmers market bakery recipe ' +
  'kitchen dinner breakfast coffee tea travel journey train station airport hotel beach island village bridge street ' +
  'history ancient empire kingdom war peace treaty election minister parliament court judge law rights freedom ' +
  'science research study scientists discovery planet telescope ocean climate energy solar battery electric vehicles ' +
  'health hospital doctors patients medicine vaccine sleep exercise running football tennis champions league season ' +
  'business startup company workers salary prices inflation bank loans housing rent neighbours community volunteers ' +
  'software developers open source release version security privacy password network cloud servers database search ' +
  'family children friends wedding birthday holiday memories photos letters poems novel chapter translation language'
).split(' ');
const EN_VERBS = 'opens closes returns grows falls changes explains shows finds builds launches announces celebrates remembers welcomes prepares'.split(' ');

const FA_FUNCTION = 'و به از در که این آن را با برای تا یا اما هم نیز است بود شد می‌شود خود ما شما آنها چه چرا چگونه'.split(' ');
const FA_CONTENT = (
  'نوروز بهار باران کتاب شعر حافظ سعدی فردوسی مولانا خیام تهران اصفهان شیراز تبریز مشهد فرهنگ هنر موسیقی ' +
  'داستان تاریخ دانش فناوری ابر داده جدول نمایه هزینه سرعت حافظه نوشتن خواندن صفحه شمارنده طراحی الگو ' +
  'شهر شورا مدرسه معلمان دانشجویان خانواده کتابخانه موزه جشنواره کنسرت تئاتر هنرمندان نقاشی رودخانه کوه جنگل ' +
  'باغ هوا تابستان زمستان پاییز برف برداشت کشاورزان بازار نانوایی آشپزی شام صبحانه قهوه چای سفر قطار ایستگاه ' +
  'فرودگاه هتل ساحل جزیره روستا پل خیابان باستان امپراتوری صلح انتخابات وزیر مجلس دادگاه قانون حقوق آزادی ' +
  'پژوهش دانشمندان کشف سیاره تلسکوپ اقیانوس اقلیم انرژی خورشیدی باتری خودرو سلامت بیمارستان پزشکان بیماران ' +
  'دارو واکسن خواب ورزش فوتبال قهرمانان فصل شرکت کارگران حقوق قیمت تورم بانک مسکن اجاره همسایگان داوطلبان ' +
  'نرم‌افزار توسعه‌دهندگان امنیت حریم شبکه پایگاه جستجو کودکان دوستان عروسی تولد تعطیلات خاطرات عکس‌ها نامه‌ها رمان ترجمه زبان'
).split(' ');
const FA_VERBS = 'می‌گشاید می‌بندد بازمی‌گردد می‌رسد می‌سازد می‌نویسد می‌خواند می‌گوید می‌آید می‌ماند می‌پذیرد'.split(' ');

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

const between = (random: () => number, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

/** A title of 6-10 words (`extra` words, e.g. a new name, counted among them), mostly content words. */
export function titleOf(random: () => number, persian: boolean, extra: readonly string[] = []): string {
  const content = persian ? FA_CONTENT : EN_CONTENT;
  const fn = persian ? FA_FUNCTION : EN_FUNCTION;
  const length = between(random, 6, 10) - extra.length;
  const words = Array.from({ length }, (_, i) => (i > 0 && i % 3 === 0 ? pick(random, fn) : pick(random, content)));
  const title = [...words.slice(0, 2), ...extra, ...words.slice(2)].join(' ');
  return persian ? title : title.charAt(0).toUpperCase() + title.slice(1);
}

/** An excerpt of 30-50 words: sentences of content words held together by function words and a verb. */
export function excerptOf(random: () => number, persian: boolean): string {
  const content = persian ? FA_CONTENT : EN_CONTENT;
  const fn = persian ? FA_FUNCTION : EN_FUNCTION;
  const verbs = persian ? FA_VERBS : EN_VERBS;
  const total = between(random, 30, 50);
  const sentences: string[] = [];
  let count = 0;
  while (count < total) {
    const length = Math.min(total - count, between(random, 7, 14));
    const words = Array.from({ length }, (_, i) => (i === 2 ? pick(random, verbs) : i % 2 === 1 ? pick(random, fn) : pick(random, content)));
    count += length;
    const sentence = words.join(' ');
    sentences.push(persian ? `${sentence}.` : `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`);
  }
  return sentences.join(' ');
}

/** Words of a text as written (spaces apart). */
export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;
