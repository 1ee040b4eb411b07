/**
 * Demo customers and the reviews they write. Every demo customer signs in with DEMO_PASSWORD, which
 * the README documents so that a newcomer can try booking, rating and reviewing at once.
 */
import type { ReviewTheme } from './tours.ts';

/** Shared by every demo customer; documented in the README. Never used for the admin account. */
export const DEMO_PASSWORD = 'tabi-demo-2025';

/** The phone is what they give as a booking contact (and on their profile). */
export type DemoCustomer = { name: string; email: string; phone: string };

export const demoCustomers: DemoCustomer[] = [
  { name: 'Emma Lindqvist', email: 'emma.lindqvist@example.com', phone: '+46 70 318 42 96' },
  { name: 'Daniel Okafor', email: 'daniel.okafor@example.com', phone: '+44 7700 900417' },
  { name: 'Sofia Marino', email: 'sofia.marino@example.com', phone: '+39 347 281 5640' },
  { name: "Liam O'Connor", email: 'liam.oconnor@example.com', phone: '+353 87 462 1938' },
  { name: 'Priya Raman', email: 'priya.raman@example.org', phone: '+65 9176 4823' },
  { name: 'Mateo García', email: 'mateo.garcia@example.com', phone: '+34 612 48 37 90' },
  { name: 'Chloé Dubois', email: 'chloe.dubois@example.net', phone: '+33 6 41 27 83 56' },
  { name: 'Jonas Becker', email: 'jonas.becker@example.com', phone: '+49 151 2384 7720' },
  { name: 'Aiko Nakamura', email: 'aiko.nakamura@example.com', phone: '+81 90-4817-2356' },
  { name: 'Grace Chen', email: 'grace.chen@example.org', phone: '+1 604 555 0143' },
  { name: 'Noah Williams', email: 'noah.williams@example.com', phone: '+1 312 555 0178' },
  { name: 'Amara Mensah', email: 'amara.mensah@example.net', phone: '+233 24 418 7352' },
  { name: 'Lucas Silva', email: 'lucas.silva@example.com', phone: '+55 11 98342-6175' },
  { name: 'Hannah Kowalski', email: 'hannah.kowalski@example.org', phone: '+48 601 384 927' },
];

export type Stars = 1 | 2 | 3 | 4 | 5;

/**
 * A review text. `tour` ties it to one tour (a fragment of its title); otherwise `theme` says which
 * kind of tour it fits, and 'any' fits every tour. The star value is the one the writer gave.
 */
export type DemoReview = {
  stars: Stars;
  title?: string;
  text: string;
} & ({ tour: string } | { theme: ReviewTheme | 'any' });

export const demoReviews: DemoReview[] = [
  // Written about one tour.
  {
    tour: 'Fushimi Inari',
    stars: 5,
    title: 'Worth the 5:45 alarm',
    text: 'We had the gates almost to ourselves for the first hour. Our guide stopped every few minutes to read the inscriptions on the pillars, and by the end we could pick out the dates ourselves. The view from Yotsutsuji with the sun coming up over the city was the best moment of our whole week in Kyoto.',
  },
  {
    tour: 'Fushimi Inari',
    stars: 4,
    text: 'Lovely and peaceful, and the stories about the foxes were great. The stairs are relentless though, and nobody warned us how humid it would be in July. Bring a towel and more water than you think.',
  },
  {
    tour: 'Nara in a Day',
    stars: 5,
    title: 'The deer bowed back',
    text: 'My two kids (7 and 10) loved it. The guide showed them how to bow to the deer before offering a cracker, and the deer actually bowed back. Todai-ji is breathtaking, and my son squeezed through the pillar. Well paced for children, with a stop for ice cream that was not on the programme.',
  },
  {
    tour: 'Nara in a Day',
    stars: 3,
    text: 'Todai-ji and Kasuga Taisha were wonderful, but we spent a long time in Naramachi at the end when we would rather have had more time at the lanterns. Guide was knowledgeable and kind.',
  },
  {
    tour: 'Kanazawa',
    stars: 5,
    title: 'A perfect day in Kanazawa',
    text: 'Kenroku-en at opening time, with the gardeners raking the paths, was magical. The gold-leaf workshop was harder than it looks: my first attempt crumpled into a tiny golden ball and the artisan laughed with me and gave me another sheet. The seafood bowl at Omicho was the freshest I have ever eaten.',
  },
  {
    tour: 'Tea Ceremony',
    stars: 5,
    text: 'Our teacher explained every gesture without ever making it feel like a lecture. I have bad knees and was given a low chair without any fuss. Whisking my own bowl was harder than it looks. A calm, generous hour and a half.',
  },
  {
    tour: 'Tea Ceremony',
    stars: 4,
    title: 'Beautiful, a little short',
    text: 'A beautiful tea room and a very patient teacher. I would happily have paid more for another half hour to ask questions about the scroll and the utensils.',
  },
  {
    tour: 'Maiko',
    stars: 5,
    title: 'The evening of our honeymoon',
    text: 'Eight courses, each more beautiful than the last, and our guide explained every one. When the maiko came in and danced it was a privilege to be in the room. She was funny and answered all our questions about her training. Expensive, yes, but we will talk about this evening for the rest of our lives.',
  },
  {
    tour: 'Maiko',
    stars: 4,
    text: 'Exquisite food and a charming maiko. The room was full and the performance felt a little brief for the price, but the conversation afterwards made up for it.',
  },
  {
    tour: 'Miyajima',
    stars: 5,
    title: 'Saw the torii floating and then walked to it',
    text: 'The tide planning really works. We arrived with the gate in the water, went up Misen, and came back to find the sea gone and people standing under the torii. Our guide knew exactly where to stand for photos and which oyster stall to trust. The momiji manju straight from the oven were dangerous.',
  },
  {
    tour: 'Miyajima',
    stars: 4,
    text: "Excellent day. The ropeway queue in the afternoon was long (not the guide's fault) and we were a little rushed at the Reikado flame. Still a highlight of our trip.",
  },
  {
    tour: 'Himeji',
    stars: 5,
    text: "Walking through the gates the way an attacker would have was a brilliant idea: by the time we reached the keep I understood why nobody ever took this castle. The guide's knowledge of the Ikeda family was incredible. The stairs inside are very steep, so wear socks without holes.",
  },
  {
    tour: 'Himeji',
    stars: 3,
    title: 'Great castle, busy day',
    text: 'The castle is stunning, but we went on a national holiday and spent forty minutes queuing inside the keep. Koko-en was lovely and quiet. I would book on a weekday.',
  },
  {
    tour: 'Mount Fuji',
    stars: 5,
    title: 'Fuji showed up!',
    text: 'The guide changed the order of the stops in the morning because of the clouds and it paid off: we had Fuji perfectly clear from the Chureito Pagoda, then it vanished an hour later. Hoto was the best lunch of the trip. A long day on a coach, but very well run.',
  },
  {
    tour: 'Mount Fuji',
    stars: 4,
    text: 'We only saw the top of the mountain for about ten minutes, but the guide had warned us honestly at breakfast, and Oshino Hakkai and the lakes were beautiful anyway.',
  },
  {
    tour: 'Mount Fuji',
    stars: 2,
    title: 'Too big a group for us',
    text: 'The coach was full and at the pagoda the group spread out so much that we could not hear the guide at all. Forty minutes at a souvenir shop we did not ask for. The scenery is not the problem; I would choose a smaller tour next time.',
  },
  {
    tour: 'Kerama',
    stars: 5,
    title: 'Three turtles!',
    text: 'I am a nervous swimmer and the guide stayed next to me the whole time in the first bay. Then a turtle surfaced a metre away and I forgot to be nervous. The water really is a different blue. Great lunch, great crew, and they take the reef rules seriously.',
  },
  {
    tour: 'Nikko',
    stars: 5,
    text: 'Toshogu is overwhelming and we would have missed half of it on our own. The guide found the sleeping cat, the elephants that the carver had never seen, and a dragon in the ceiling that roars if you clap under it. Irohazaka in October was pure colour.',
  },
  {
    tour: 'Hakone',
    stars: 5,
    title: 'The bath at the end is the point',
    text: 'Switchback train, ropeway over the steaming valley, boat on the lake, then a long soak outdoors with snow on the trees around us. The guide explained the bath etiquette so clearly that even my very shy husband went in. We ate the black eggs; we will see about the seven years.',
  },
  {
    tour: 'Hakone',
    stars: 4,
    text: 'A lovely loop and very well organised. Fuji hid behind clouds all day, and the boat felt like a theme park, but the onsen was wonderful and the tattoo patches worked fine for my small tattoo.',
  },
  {
    tour: 'Zen Morning',
    stars: 5,
    title: 'Forty minutes of sitting changed my week',
    text: "The monk was warm, funny and completely unpretentious. He told us that everyone's mind wanders and that noticing it is the practice. I asked for the stick out of curiosity: it is a firm tap on the shoulders, not a punishment. The shojin lunch was so good I bought a cookbook.",
  },
  {
    tour: 'Zen Morning',
    stars: 3,
    text: 'Meditation was great. Sitting cross-legged for that long was hard on my back even with the bench, and lunch was smaller than I expected. Good experience, just be ready for it.',
  },
  {
    tour: 'Forest Bathing',
    stars: 5,
    text: 'I expected a hike and got something much better. Our guide slowed us down until I could hear the stream over my own thoughts. The tea of forest herbs at the end was a lovely touch. I slept ten hours that night.',
  },
  {
    tour: 'Kumano Kodo',
    stars: 5,
    title: 'Hard first hour, unforgettable day',
    text: "The first climb out of Takijiri is steep and rooty and I was glad of the poles. After that the path through the cedars is just beautiful, and the guide's stories about the pilgrims who walked here made every small shrine mean something. The mehari-zushi was a perfect trail lunch.",
  },
  {
    tour: 'Kumano Kodo',
    stars: 4,
    text: 'Wonderful trail and a very experienced guide. It rained all afternoon and the stone steps were slippery; proper boots are a must, not a suggestion.',
  },
  {
    tour: 'Niseko',
    stars: 5,
    text: "Fresh snow the night before, blue sky in the morning, and Yotei standing over the valley. Our guide spotted fox tracks and explained how to tell them from a dog's. The hot cocoa in the middle of the forest tasted like the best drink in the world.",
  },
  {
    tour: 'Niseko',
    stars: 4,
    title: 'Rescheduled, but worth it',
    text: 'Our first date was cancelled for a storm, which was disappointing, but they offered the next morning and it was spectacular. Clear communication all through.',
  },
  {
    tour: 'Kamakura',
    stars: 5,
    text: 'Exactly the mix we wanted: real forest trail, temples, the Buddha and the beach. Washing our coins at Zeniarai Benten was silly and fun. The matcha in the bamboo grove at Hokoku-ji was the calmest half hour of our trip.',
  },
  {
    tour: 'Arashiyama',
    stars: 5,
    title: 'Finally a bamboo photo without fifty people in it',
    text: 'The 6:30 start is worth every minute. Our guide taught me to expose for the sky and lift the shadows later, and to shoot vertical. I came home with a dozen photos I am proud of, taken with my phone. The review over coffee at the end was really useful.',
  },
  {
    tour: 'Arashiyama',
    stars: 4,
    text: 'Great light and great tips. By 8:00 the grove was already filling up, so do not be late.',
  },
  {
    tour: 'Blue Hour',
    stars: 5,
    text: 'I had never shot long exposures before. By the end I had light trails under Tokyo Tower and the tower sharp above them. The Jizo garden with the pinwheels at dusk is eerie and beautiful. Small group, lots of individual attention.',
  },
  {
    tour: 'Takayama',
    stars: 5,
    text: 'Takayama is a gem and our guide loved it. The sake tastings were generous and we learned the cedar-ball trick. The Hida beef on a rice cracker is now my favourite street food in Japan.',
  },
  {
    tour: 'Yanaka',
    stars: 5,
    title: 'The Tokyo we were hoping to find',
    text: 'Quiet lanes, old wooden houses, cats everywhere and a guide who seemed to know every shopkeeper by name. The art gallery in the old bathhouse was a great surprise. Ended at Nezu Shrine just as the light turned golden.',
  },
  {
    tour: 'Asakusa',
    stars: 4,
    text: 'Good early start and a clear explanation of how to pray and draw a fortune. I drew a bad one and the guide showed me how to tie it up and leave the bad luck behind. It did get busy around 9:30.',
  },
  {
    tour: 'Gion at Dusk',
    stars: 5,
    text: 'Magical walk as the lanterns came on. Our guide explained the world of the geiko with real respect and was clear about the photo rules, which I appreciated after seeing how some tourists behave. Shirakawa at night is beautiful.',
  },
  {
    tour: 'Nishiki',
    stars: 5,
    title: 'Come hungry',
    text: 'About a dozen tastings, each with a story, and the shopkeepers clearly like our guide. I bought a knife at Aritsugu with my name engraved. The obanzai lunch was light and seasonal, a nice contrast after all the snacks.',
  },
  {
    tour: 'Tsukiji',
    stars: 5,
    text: 'The market walk was fascinating and the class was the highlight of our trip to Tokyo. Our chef was patient with my lopsided nigiri and by the sixth piece they looked almost right. The tamagoyaki on a stick is a must.',
  },
  {
    tour: 'Tsukiji',
    stars: 3,
    text: 'The class was fun, but the market part felt rushed and crowded. Good value if you mainly want to make sushi.',
  },
  {
    tour: 'Yatai',
    stars: 5,
    title: 'Barikata, please',
    text: 'Sitting shoulder to shoulder with locals at a ramen stall by the river, ordering our noodles extra firm because the guide told us how, is one of my favourite memories of Japan. The mentaiko omelette was incredible. Fukuoka has a lovely relaxed energy at night.',
  },
  {
    tour: 'Fushimi: Tastings',
    stars: 5,
    text: "Our guide's explanation of rice polishing finally made sake labels make sense. We tasted at three breweries, from light and floral to rich and old, and bought two bottles to take home. The canal with the willows was very pretty.",
  },
  {
    tour: 'Dotonbori',
    stars: 5,
    title: 'We ate everything',
    text: 'Osaka lives up to its reputation. Takoyaki molten inside, kushikatsu (no double dipping!), and okonomiyaki made at our table. Hozenji Yokocho was a peaceful surprise in the middle of the neon. Our guide was hilarious.',
  },
  {
    tour: 'Dotonbori',
    stars: 4,
    text: 'Delicious and great fun. It was very crowded on a Saturday night, and the last stop at the standing bar was a squeeze for a group of twelve.',
  },
  {
    tour: 'Golden Gai',
    stars: 5,
    text: 'We would never have dared open the doors in Golden Gai on our own. Our guide introduced us to a bar owner who plays 1970s jazz records and one who collects horror movie posters, and both made us feel welcome. The yakitori under the tracks was smoky and perfect.',
  },
  {
    tour: 'Golden Gai',
    stars: 2,
    text: 'The yakitori was good but the second bar was so small that half of our group had to stand outside. I did not feel the cover charges were explained before we went in.',
  },

  // Fits any tour of a theme.
  {
    theme: 'culture',
    stars: 5,
    text: 'Our guide had a way of making centuries of history feel personal. Every stop came with a story, and she never once rushed us. Highly recommended for anyone who wants to understand what they are looking at.',
  },
  {
    theme: 'culture',
    stars: 4,
    title: 'Knowledgeable and kind',
    text: 'Very informative and well organised. Some of the history went over my head, but our guide was happy to answer questions over lunch.',
  },
  {
    theme: 'culture',
    stars: 5,
    text: 'I have visited Japan four times, and this was the first tour where I learned something at every stop.',
  },
  {
    theme: 'food',
    stars: 5,
    title: 'Best food day of our trip',
    text: 'Everything we tasted came with the story of the family who made it. We went home full and with a list of things to cook.',
  },
  {
    theme: 'food',
    stars: 4,
    text: 'Lots of great food and a lovely guide. As a vegetarian I had a couple of substitutes that were less exciting, but they were arranged without fuss.',
  },
  {
    theme: 'food',
    stars: 3,
    text: 'Tasty but too much walking between stops for the amount of food, and one stop was closed so we got a substitute. Fine, not special.',
  },
  {
    theme: 'nature',
    stars: 5,
    text: 'A guide who clearly loves these mountains and knows every bend of the path. Safety briefing was thorough without being scary. Unforgettable scenery.',
  },
  {
    theme: 'nature',
    stars: 4,
    title: 'Bring proper shoes',
    text: 'Wonderful day outdoors. Some of the group were in trainers and struggled on the wet sections, so take the kit list seriously.',
  },
  {
    theme: 'city',
    stars: 5,
    text: 'Our guide knew every alley and every shopkeeper. We saw a side of the city we would never have found with a guidebook.',
  },
  {
    theme: 'city',
    stars: 4,
    text: 'A good walk at a gentle pace with plenty of stops. Some parts were busier than expected, but the guide always found us a quiet corner to talk.',
  },
  {
    theme: 'night',
    stars: 5,
    title: 'A night out with a friend',
    text: 'It felt less like a tour and more like going out with a friend who lives here. Great food, great drinks, and we stayed on after the end.',
  },
  {
    theme: 'night',
    stars: 4,
    text: 'Fun evening and generous portions. It ran a bit over time, which we did not mind, but keep the last train in mind.',
  },
  {
    theme: 'photo',
    stars: 5,
    text: 'Practical advice I could use straight away, with my own camera, not a lecture about gear. My photos improved noticeably in two hours.',
  },
  {
    theme: 'photo',
    stars: 4,
    text: 'Great locations and good tips. Slightly more of a sightseeing walk than a workshop, which suited my partner more than me.',
  },
  {
    theme: 'wellness',
    stars: 5,
    text: 'Slow, gentle and deeply restful. Exactly what I needed halfway through a busy trip.',
  },
  {
    theme: 'wellness',
    stars: 4,
    title: 'Calm and well explained',
    text: 'Everything was explained clearly so we never felt awkward about the etiquette. I would have liked a little more free time at the end.',
  },
  {
    theme: 'daytrip',
    stars: 5,
    text: 'Seamless logistics: tickets ready, no waiting, and the guide always knew which queue to skip. We saw more in one day than we could have in two on our own.',
  },
  {
    theme: 'daytrip',
    stars: 4,
    title: 'Long but worth it',
    text: 'A full day with a lot of travelling, but every stop was worth it and the guide kept the energy up. Pack snacks.',
  },
  {
    theme: 'daytrip',
    stars: 3,
    text: 'Nice places, but too much time on transport for the time we actually spent at them. The guide was good.',
  },

  // Fits any tour.
  {
    theme: 'any',
    stars: 5,
    text: 'Punctual, friendly and full of stories. Our guide adapted the pace to our group, which included my 74-year-old father, without making a fuss about it.',
  },
  {
    theme: 'any',
    stars: 5,
    title: 'Book it',
    text: 'Simply one of the best things we did in Japan.',
  },
  {
    theme: 'any',
    stars: 5,
    text: 'Small group, relaxed pace, a guide with a great sense of humour. Booking and meeting were easy, and we got a message the evening before with the weather and what to bring.',
  },
  {
    theme: 'any',
    stars: 4,
    text: 'Very good tour. The meeting point was a little hard to find in a crowded station, so look for the photos in the confirmation e-mail.',
  },
  {
    theme: 'any',
    stars: 4,
    title: 'Solid and friendly',
    text: 'Well organised, informative and good value. Nothing to complain about, I just did not find it as magical as some of the other reviews.',
  },
  {
    theme: 'any',
    stars: 4,
    text: 'Our guide was excellent. The group was a bit larger than I had hoped, but everyone could still hear and ask questions.',
  },
  {
    theme: 'any',
    stars: 3,
    title: 'OK, but rushed',
    text: 'The places were beautiful but we always seemed to be looking at the time. Cutting one stop would make it a much better tour.',
  },
  {
    theme: 'any',
    stars: 3,
    text: 'Good guide, average experience. It rained heavily and there was no real plan B, so we spent a lot of the time under umbrellas.',
  },
  {
    theme: 'any',
    stars: 2,
    title: 'Disappointing start',
    text: 'Our guide arrived twenty minutes late without any message, and the tour was shortened to make up for it. The guide apologised and the content was good, but we paid for the full time. I wrote to support and got a partial refund, which I appreciate.',
  },
  {
    theme: 'any',
    stars: 1,
    title: 'Not what was described',
    text: 'The description promised a small group. There were nineteen of us with a second tour merged in at the last minute, and I could barely hear the guide. Support replied politely, but the day was gone.',
  },
];
