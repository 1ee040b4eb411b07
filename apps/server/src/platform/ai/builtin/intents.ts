import type { tourRankings } from '../assistant-tools.ts';
import { type Need, needIn } from './concerns.ts';
import { languageNames } from './guide-wishes.ts';

/**
 * What a message asks, as flags: one message may ask several things ("is it available on Saturday and
 * what's included?"). Read from the normalised text before the wishes are taken out of it.
 */

/** Facts of one tour a traveller may ask about. */
export const factTopics = [
  'included',
  'excluded',
  'meeting',
  'duration',
  'start',
  'languages',
  'rating',
  'price',
  'groupSize',
  'highlights',
  'overview',
  'confirmation',
] as const;
export type FactTopic = (typeof factTopics)[number];

export type Refinement = 'cheaper' | 'pricier' | 'shorter' | 'longer' | 'more';

export type Ranking = (typeof tourRankings)[number];

/**
 * "What's the earliest start in Tokyo?", "which one starts latest?": the list by its start time. Not "the
 * earliest I can do it" (a date), nor "the first one" (a line of the list).
 */
const earliestStart =
  /\b(earliest|latest)[- ](start|starting|departure|departing)s?\b|\b(starts?|starting|leaves?|departs?) (the )?(earliest|latest)\b/;

export type Intents = {
  greeting: boolean;
  thanks: boolean;
  goodbye: boolean;
  topics: FactTopic[];
  availability: boolean;
  howToBook: boolean;
  cancellation: boolean;
  refund: boolean;
  cutoff: boolean;
  /** "Can I book the Kumano Kodo alone, or do you need 2 people?": whether one traveller may book. */
  solo: boolean;
  /** "Is there a senior discount?": a price for grown-ups other than the adult price. */
  discount: boolean;
  payment: boolean;
  childPolicy: boolean;
  myBookings: boolean;
  contact: boolean;
  liveChat: boolean;
  placesList: boolean;
  categoriesList: boolean;
  search: boolean;
  refinement?: Refinement;
  /** "and in Osaka?", "what about tomorrow?": the last question again with something changed. */
  followUp: boolean;
  /** "it", "this tour", "that one": the tour the conversation is about. */
  pointsAtTour: boolean;
  /** A subject we cannot help with (weather, visas, flights), as the traveller named it. */
  outOfScope?: string;
  capabilities: boolean;
  /** "What do your tours cost, lowest to highest?": the range of prices, not one tour's. */
  priceRange: boolean;
  /** "What happens if it rains?": what the cancellation policy says of weather. */
  weather: boolean;
  /** "Can I change the date?": Change date in My bookings. */
  reschedule: boolean;
  /** "the difference between A and B", "A or B, which is better?". */
  comparison: boolean;
  /** Needs the catalog does not record: access for a wheelchair, a diet, an allergy, luggage, what to pack. */
  specialNeeds?: Need;
  /** "your best rated tour", "the most popular ones", "the longest": a list in that order. */
  ranking?: Ranking;
  /** Bookings or details of anyone but the one asking: never answered, whoever asks or claims to be. */
  othersData: boolean;
};

const topicPatterns: [FactTopic, RegExp][] = [
  [
    'excluded',
    /\b(not included|excluded|exclude|excludes|isn't included|is not included|extra costs?|costs? extra|pay extra|additional costs?|hidden costs?|not covered|(what|anything) (else )?(do|will|would|must) (i|we) (have to |need to )?pay (for )?(on top|myself|ourselves|extra|separately)|pay (for )?(that |it |this |them )?(separately|ourselves|myself|on top|extra))\b/,
  ],
  [
    'included',
    /\b(included|include|includes|including|inclusions?|what'?s in it|comes? with(?! (us|me|them|you|her|him|my|our)\b)|covered|covers?|part of (it|the (tour|price|package|deal))|what (do|will) (i|we) (actually |really )?get|do (?:i|we) get(?! (?:(?:my|our|the) )?(?:money )?back| charged| billed| a refund| refunded)|entrance fees?|tickets included|food included|lunch included|meals?|provide|provided|supplied|gear|equipment|need to bring|(need|bring|buy|rent|get) (our|my) own|(do|will|would) (they|you|the guides?) (give|lend|supply|hand out)|what (should|do|must) (i|we) (bring|pack)|lend|lends|loan|borrow|rent out|buy the \w+ tickets?|pick (us|me|them|you) up|pick[- ]?ups?)\b/,
  ],
  [
    'meeting',
    /\b(meeting point|meet(ing)? (place|spot|location)|where (do|does|will|shall|should) (we|i|you|it|the tour|the guide) (meet|start|begin)|where (is|does) (it|the tour) (start|begin)|(leave|leaves|depart|departs|set off|sets off) from|starting point|start point|pick[- ]?ups?|pick (us|me|them|you) up|where to meet|where do i go|where is the meeting|where does .+ (meet|start|begin)|where('s| is| are)? .*\bmeet(ing)?)\b/,
  ],
  [
    'duration',
    /\b(how long|duration|how many hours|how much time|length of|(when|what time|(at )?what hour)( exactly| roughly| approximately)? (does|will|would) .+ (end|finish|(get|come|gets|comes) back|return)|(end|finish)s? at what time|(when|what time) (do|will|would|are|shall) (we|i|you) (get|be|come|done|finished|finish|end|back)( back)?|back by what time|what time (are|will) (we|i|it|you) (be )?(done|finished|over|back)|wraps? up|be over|when'?s it (done|over|finished)|when is it (done|over|finished)|(what time|when) is (the )?([a-z'-]+ ){1,5}(over|done|finished)|(what time|when)'?s (the |my |our )?([a-z'-]+ ){1,5}(over|done|finished|end|finish))\b/,
  ],
  [
    'start',
    /\b(what time|start time|starting time|when does it (start|begin)|when does (the )?([a-z'-]+ ){1,5}(start|begin)|departure time|when do we (start|meet|leave)|how early|at what time|(which|what) (week)?days?( of the week)?(?! trips?)|days of the week|weekdays does)\b/,
  ],
  [
    'languages',
    new RegExp(
      `\\b(languages?|speak|speaks|speaking|spoken|(in|guide in|guides in) (${languageNames})|english[- ]speaking|(${languageNames})[- ](speaking |language )?guides?|(${languageNames}) only|only in (${languageNames}))\\b`,
    ),
  ],
  [
    'rating',
    /\b(rating|ratings|rated|reviews?|stars?|any good|is it good|worth it|recommended|feedback|opinions?)\b/,
  ],
  // "How much luggage can I bring?" asks how much of something else.
  [
    'price',
    /\b(how much(?! (luggage|baggage|time|walking|hiking|climbing|stairs|cash|water|food|notice|in advance|before|earlier|ahead))|price|prices|cost|costs|fee|fees|rate for|(what'?s|what is|what are) the rates?|per person|expensive|total|in total|altogether|all together|all in|come to|what (would|will|do) (we|i) pay|the damage)\b|\$\s*\?|=\s*\?/,
  ],
  [
    'groupSize',
    /\b(group size|how many (people|ppl|persons|guests|travell?ers)|(max(imum)?|most) (group|people|ppl|size|persons|guests)|(people|ppl) max|how many (max|maximum|at most|in (a|the|one|each) group)|how big|small group|private)\b/,
  ],
  [
    'highlights',
    /\b(highlights?|what will (we|i) see|what do (we|you) see|what do we do|what will we do|itinerary|program(me)?|schedule|what happens)\b/,
  ],
  [
    'overview',
    /\b(tell me (more )?about|more about|more info|more information|details?|describe|what is it like|what'?s it like|what is this tour|about it|about this|(so |that |really )?special about)\b/,
  ],
  [
    'confirmation',
    /\b(instant(ly)? (confirm(ation|ed)?|booking)|wait for (an? |the )?(answer|reply|confirmation)|confirmed (straight away|immediately|instantly|right away|at once)|confirmation|wait (for (them|you|it) )?to (be )?confirm(ed)?|(is it|are they|will it be) confirmed|(instantly|immediately|automatically) confirmed)\b/,
  ],
];

const outOfScopeSubjects: [string, RegExp][] = [
  [
    'the weather',
    /\b(weather|forecast|rain(ing|y)?|temperature|typhoon season|snowing|(will|is) it (going to |gonna )?(snow|rain)|(much|any|enough|fresh) snow\b(?! (walk|walking|hike|hiking|activit|tours?|trips?|shoe|fun|sports?))|blossoms? (will )?(be )?(out|open|bloom\w*)|bloom(ing)? (dates?|forecast)|(will|when do|when will) (the )?(cherry )?blossoms?|(what time|when) (is|does) (the )?sun ?(rise|set)|sun ?(rise|set) times?|(which|what) days?\b.{0,30}\b(fuji|the mountain) (will )?(be |is )?(visible|clear|out)|(will|can) (we|i) see (mt\.? |mount )?fuji (on|tomorrow|next)|(mt\.? |mount )?fuji (will )?be visible)\b/,
  ],
  // Not "do you need my passport number to book?", a question of what we collect.
  [
    'other companies',
    /\b(getyourguide|get your guide|viator|klook|kkday|tripadvisor|other (tour )?compan(y|ies)|another (tour )?company|(the )?other company)\b.*\b(legit|safe|scam|trust\w*|good|money back|refund|owe|owes|complain\w*)\b|\b(legit|safe|trust\w*)\b.*\b(getyourguide|viator|klook|kkday)\b|\b(money back|refund|owe|owes)\b.*\b(other (tour )?compan(y|ies)|another (tour )?company)\b/,
  ],
  ['visas', /\b(visas?|passport(?!.*\bbook)|immigration|customs)\b/],
  // "Calm down after the flights" tells a story; "a flight to Okinawa", "cheap flights" ask for one.
  [
    'flights',
    /\b(is (my|our) flight|(my|our) flights? (status|times?|delayed|on time)|(cheap|cheapest) flights?|flights? (to|from) \w+ (cost|price)|(do|can|could) you (do|sell|book|offer|arrange|help with) (\w+ )?flights?|^flights?|(book|booking|find|get|buy) (me |us )?(a |my |our |cheap )?flights?|cheap flights?|airlines?|plane tickets?|flight tickets?|flights? book(ing)?|(rebook|change|move|cancel|upgrade) (my|our) ([a-z]{2,4} )?flights?|(ana|jal|airline) (needs?|requires?|allows?|rules?))\b/,
  ],
  [
    'hotels',
    // "Pick up from hotels", "a hotel pick-up", "no printer at the hostel" are about the tour or the story.
    /\b((?<!\b(from|at|to|of) (the |our |my |your )?)(hotels?|hostel|ryokan)(?! pick| transfer)|accommodation|airbnb|where to stay|place to stay|(mountain )?huts?|guest ?houses?|minshuku|somewhere to sleep|a room for the night)\b/,
  ],
  [
    'train tickets and rail passes',
    /\b(jr pass|rail pass|shinkansen (tickets?|seats?|reservations?|timings?|times|timetables?|schedules?)|(a |my |our )?seats? on the (shinkansen|bullet train)|train (tickets?|seats?)|suica|pasmo)\b/,
  ],
  [
    'currency exchange',
    /\b((exchange|conversion) rates?|currency exchange|change money|atm|swap (dollars|euros|pounds|money)|(dollars?|euros?|pounds?|usd|yen|sgd|aud|cad|gbp|eur|nzd|hkd|rmb|cny|krw|inr|chf) (for|into|to|vs\.?|versus|against) (yen|jpy|dollars?|usd|euros?|pounds?)|convert .{0,20}\b(to|into) (yen|dollars?|euros?)|in (yen|dollars|euros) is)\b/,
  ],
  // "¥→$ rate today?": two currencies and a rate.
  ['currency exchange', /[¥$€£].{0,4}[¥$€£].{0,6}\brates?\b|\b(yen|dollar|euro|pound)s? rates?\b/],
  [
    'tickets to other sights',
    /\b(tickets? (for|to) (the )?[a-z'’ ]{0,30}\b(museum|show|concert|game|match|stadium|theme park|tournament|festival|countdown|aquarium|zoo|fireworks|parade|exhibition|gig|musical|kabuki|theat(re|er)|opera)|ghibli|disneyland|disneysea|disney sea|universal studios|teamlab|sumo tickets?)\b/,
  ],
  // "Can you get us tickets?" asks us to buy what we do not sell; "tickets for the Nikko tour" are ours.
  [
    'tickets to other sights',
    /\b(you|u) (get|book|buy|reserve|order|find) (me |us |them )?(some |the |\d+ |two |three |four )?tickets?\b(?! (for|to|on) (the |a |our |my |this |that )?([a-z]+ ){0,3}(tours?|trips?|walks?|class|ceremony|one)\b)/,
  ],
  [
    'cruise bookings',
    /\b(book|arrange|find|get)( (me|us))? (a |an |our |my )?(next |another |new )?cruises?\b|\bcruise (bookings?|cabins?|tickets?|excursions? (desk|office))\b|\bshore excursions?\b|\bship'?s (own )?excursions?\b/,
  ],
  [
    'shopping',
    /\b(shopping|shops?|merch|mall|outlets?|where (to|can i|can we) buy|jewell?ers?|jewel(le)?ry|engagement rings?|supermarkets?|konbini|convenience stores?)\b/,
  ],
  ['sports and the news', /\b(who won|scores?|baseball|football|soccer|the news|election)\b/],
  [
    'camera gear',
    /\b(which|what) (lens|lenses|camera)\b|\b(\d{2,3} ?mm) or (\d{2,3} ?mm)\b|\bcamera settings\b/,
  ],
  ['company invoices', /\b(vat|tax) (numbers?|ids?|invoices?)\b|\bcompany invoices?\b|\binvoices? with\b/],
  [
    'babysitting',
    /\b(babysitters?|babysitting|nann(y|ies)|childminders?|(watch|mind|look after) (the |my |our )?(kids|children|baby|little ones))\b/,
  ],
  ['playgrounds', /\bplaygrounds?\b/],
  [
    'films, books and anime',
    /\b(what|which) (anime|manga|movies?|films?|shows?|books?|series) (should|to|can)\b|\b(watch|read) before (my|our|the) trip\b|\b(recommend|suggest) (me )?(a |an |some )?(good |great )?(history |guide ?)?books?\b(?! (a|the|us|me|it|this|that|tours?|one|now|online|for (the|a|us|me|two|\d)))|\breading lists?\b|\bguide ?books?\b/,
  ],
  // Jet lag asked about ("how do I beat jet lag?"), not told of ("jet lag = I'm awake at 4am").
  [
    'time zones and jet lag',
    /\b(time difference|what time is it (in|now)|(beat|avoid|cure|deal with|handle|get over|tips for|help with|prevent) (the )?jet ?lag)\b/,
  ],
  [
    'prices in Japan',
    /\bhow much (does|do|is|are) (a |an )?[a-z ]{1,20} (cost )?in japan\b|\bcost of living\b|\bprices? of [a-z ]{1,20} in japan\b/,
  ],
  ['translation', /\bhow (do|to|would) (you|u|i|we) say\b|\bwhat does \S+ mean\b/],
  [
    'travel safety',
    /\b(earthquakes?|tsunamis?|is (it|japan) safe (right now|to (travel|visit|come))|is it safe (for (a |an )?\w+ )?to (walk|go out|be out))\b/,
  ],
  [
    'places of worship',
    /\b((nearest|closest) (mosque|church|synagogue)s?|(mosque|church|synagogue)s? (near|close to)|where is (the|a) (mosque|church|synagogue)|prayer times?|prayer rooms?|where (to|can (i|we)) pray)\b/,
  ],
  [
    'rentals',
    /\b((rent|rental|hire) ((us|me|them) )?(a |an |\d+ |two |three |four |five )?(surf ?boards?|bikes?|bicycles?|kimonos?|skis?|snowboards?|scooters?|wheelchairs?|strollers?|prams?|cameras?)|(surf ?board|bike|bicycle|kimono|ski|snowboard|scooter|wheelchair|stroller|pram|pushchair|camera) (rental|hire)s?|(rent|hire) (a |an )?(pushchair|buggy))\b/,
  ],
  ['drones', /\bdrones?\b/],
  // "Draw me a geisha", not "a garden where I can sit and draw".
  [
    'drawing',
    /\b(can|could|would|will) (you|u) (please )?(draw|paint|sketch)\b|\b(draw|paint|sketch) (me|us) (a|an)\b/,
  ],
  [
    'diving',
    /\b(book|arrange|organi[sz]e) (me |us )?(\d+ |two |a |some )?(boat |fun )?dives?\b|\bpadi\b|\b(scuba|diving) (course|certification|licen[cs]e)\b/,
  ],
  [
    // "A good 35mm lens for street photography?", "A3 prints shipped to the UK", "teach me Lightroom".
    'cameras and photo services',
    /\b(\d{2,3} ?mm )?lens(es)?\b(?! (cap|cloth))|\bcamera (shops?|stores?|gear|bodies|body|repairs?|rentals?)\b|\bphoto ?prints?\b|\bprints? (made|shipped|printed)\b|\bedit(ing)? (my )?(raw|photos|pictures|files|shots)\b|\b(lightroom|photoshop)\b|\b(studio|kimono|professional) (photo ?shoot|photoshoot|photo session|portrait)s?\b|\bdrone (permits?|licen[cs]es?)\b/,
  ],
  [
    'family records',
    /\b(koseki|family regist(er|ry)|genealog\w*|ancestry records?|family records?|birth records?|city hall records?)\b/,
  ],
  [
    'buying and shipping things',
    /\b(ship|send|post|mail) (it|them) (home|abroad|overseas|back)\b|\bbuy (me |us )?(a |an |some )?(\w+ ){0,2}for (me|us)\b/,
  ],
  [
    'printed brochures',
    /\b(post|mail|send) (us |me )?(a |some )?(paper |printed )?(brochures?|catalogues?|catalogs?|leaflets?)\b|\bpaper brochures?\b/,
  ],
  [
    'sharing your location',
    /\b(share|track|send) (my|our|your|her|his) (live )?location\b|\blive location\b/,
  ],
  [
    'messages to other companies',
    /\b(tell|call|contact|message|let) (my|the|our) (cruise( ship| line)?|ship|hotel|airline)\b/,
  ],
  [
    'pets',
    /\b((bring|take) (my|our|a) (\w+ ){0,2}(dog|puppy|pet)|pets? (allowed|friendly|welcome)|dog[- ]friendly)\b/,
  ],
  [
    'race entries',
    /\b(marathon|race) (bibs?|entry|entries|registration)|\bbibs? for\b|\bcharity bibs?\b|\bregister (me|us) for (the )?[a-z ]{0,20}(marathon|race)\b/,
  ],
  [
    'restaurants',
    /\b(michelin|bbq joints?|(good|best|any|great) (bbq|barbecue|brisket|bbq places?)\b|(best|good) (brisket|steak|burgers?|pizza|curry)|(veg|vegetarian|vegan|gluten[- ]free|indian|halal|kosher) restaurants?|restaurants? in [a-z]+ (for|near)|(list|best|good|top) (of )?(\w+ ){0,2}restaurants|(which|what|any) restaurants|restaurants? (in \w+ )?(are|is|that are|that is) (\w+[- ])?(free|friendly)|omakase|(sushi|ramen|izakaya|yakitori|kaiseki|tempura|udon|soba) (spots?|bars?|counters?|restaurants?|shops?|places?)|restaurants? (reservations?|recommendations?|for (dinner|lunch|breakfast))|(recommend|suggest) (a |an |some )?(\w+ ){0,2}rest(au|u|a)?rants?|(recommend|suggest) (a |an |some )?(\w+ ){0,2}(izakayas?|pubs?|cafes?|bars?)\b(?! (tours?|crawls?|hopping|walks?|hop))|book a restaurant|reserver (un|une) (restaurant|table)|table (for|at)|book (us )?a table|(ramen|sushi|good|best) (place|restaurant|bar)s? (near|in|around)|(best|good|nice|great|cool|recommend(ed)?|a) (\w+ )?(bar|pub|restaurant|cafe)s? (in|near|around)|where (to|should (i|we)|can (i|we)) eat)\b/,
  ],
  [
    'golf and skiing',
    /\b(tee times?|golf (courses?|rounds?|lessons?|tours?|trips?)|(play|playing|book|a round of) golf|(ski|lift) (passes|pass|tickets?|lessons?|schools?|resorts?)|(go|going) skiing)\b/,
  ],
  ['gyms and studios', /\b((yoga|pilates|dance|fitness) (studios?|classes|centres?|centers?)|gyms?)\b/],
  [
    'gifts and deliveries',
    /\b(order|send|deliver|arrange|have)( us| me| her| him)? (a |an |some )?(bottle of |bunch of |box of )?(birthday )?(cakes?|flowers|bouquets?|gifts?|presents?|champagne|wine)\b|\b(flowers|bouquets?|cakes?|champagne|gifts?) (delivered|sent)\b|\b(order|deliver|send)( us| me)? ([a-z+-]+ ){0,4}(to|at) (our|my|the) (hotel|room|ryokan|airbnb|apartment)\b|\bdelivered to (our|my|the) (hotel|room|ryokan|airbnb)\b/,
  ],
  [
    'interpreters',
    /\b(find|get|book|hire|arrange)( (me|us))? (a |an )?(\w+ ){0,3}(interpreters?|translators?)\b/,
  ],
  [
    // "Can I request a female guide?": each departure has its guide, and we promise no one in particular.
    'choosing your guide',
    /\b(female|male|woman|women|lady|ladies) (tour )?guides?\b|\bguides? (who is|that is|who'?s) (a )?(female|male|woman|man|lady)\b|\b(request|ask for|choose|pick|select) (a |an |the |my |our )?(specific |particular |certain |same )?guide\b/,
  ],
  [
    'balloon and helicopter rides',
    /\b(hot[- ]air balloons?|balloon (rides?|flights?)|helicopter (rides?|tours?|flights?)|paragliding|skydiving|bungee)\b/,
  ],
  ['rock climbing', /\b(rock climbing|bouldering|climbing gyms?|via ferrata)\b/],
  ['karaoke and clubs', /\b(karaoke|nightclubs?|night clubs?|clubbing)\b/],
  [
    'luggage storage',
    /\b((store|keep|leave|drop( off)?) (my |our |the )?(luggage|bags?|suitcases?)|luggage (storage|lockers?)|coin lockers?|left luggage)\b/,
  ],
  [
    'getting around Japan',
    /\b(bus (times|timetables?|schedules?)|(train|bus) timetables?|how (do|can|should) (i|we) get (from|to)|how to get (from|to)|(best|fastest|cheapest|quickest|easiest) way to (get|go|travel)|train or (a )?bus|bus or (a )?train|airport|narita|haneda|bullet train|shinkansen (cost|price|fare)|train (from|to) \w+ to)\b/,
  ],
  [
    'general knowledge',
    /\b(population|capital of|how many people live|history of japan|prime minister|emperor of)\b/,
  ],
  ['SIM cards and wifi', /\b(sim cards?|pocket wifi|esim|roaming)\b/],
  [
    'taxis, shuttles, driving and parking',
    /\b(taxis?|cabs?|uber|car hire|car rental|rental cars?|rent (me |us )?a car|hire (me |us )?a car|shuttles?( bus(es)?)?|(parking|disabled|blue) (permits?|badges?|spaces?)|driving (licen[cs]es?|permits?))\b/,
  ],
  [
    'health advice',
    /\b((safe|ok|okay|fine) (for (me|us|her|him) )?to (eat|drink|bathe|soak|take|go in(to)?)|tap water|safe to drink|vaccin\w*|pharmac\w*|hospitals?|(?<!\b(my|our|his|her|their) )doctors?|medicines?|(wear(ing)? (a )?|face )masks?|covid|dentists?|dental|toothache|cracked (a )?tooth|clinics?|injur(y|ed)|(seasickness|motion sickness|travel sickness|allergy) (tablets|pills|medication|meds|patches)|(tablets|pills|medication|meds) (for|against) (seasickness|motion sickness|nausea|allergies)|(pills?|medications?|meds|tablets|medicines?)\b.{0,30}\b(with|and|alongside) (the |some )?(sake|alcohol|beer|wine|drinks?|drinking))\b/,
  ],
  [
    'writing',
    /\b(write (me |us )?(a |an )?([a-z]+ )?(poem|haiku|story|essay|song|letter|code|program|caption|post|speech|toast|vows|card|note|sign)( in japanese)?|captions?|poems?|haikus?|homework|translate)\b/,
  ],
  [
    'computer code',
    /\b((fix|debug|write) (a |my |this |the )?(\w+ )?(bug|code|script|program)|python|javascript|typescript|sql quer(y|ies))\b/,
  ],
];

/**
 * "Is there a senior discount?", "student discount w/ ISIC card?", "is it cheaper if I pay in cash?": a price for
 * grown-ups other than the adult price (not a question of paying, though it names a card or cash).
 */
const discountAsked =
  /\bpay less (as|for) (a |an |the )?(senior|pensioner|student|elderly|oap|retiree|over[- ]?\d\d)s?\b|\b(seniors?|pensioners?|students?|the elderly|retirees?) pay less\b|\b((senior|seniors'?|pensioner|student|group|military|veterans?|teachers?|educators?|elderly|oap|retiree|concession(ary)?) (discounts?|prices?|rates?|fares?|tickets?|concessions?)|discounts? for (seniors|pensioners|students|groups|the elderly|retirees|over[- ]?\d\d)|(any|a|the) discounts?\b(?! for (kids|children|a child))|(is it|would it be|will it be|it'?s|any) cheaper (if|when|to|paying|in|with|by) (i |we )?(pay|paying|book|booking|cash)|cheaper (in|with|by|for) cash)/;

/** "Is this a real person or a bot?", "are you a human?": who answers. */
export const botAsked =
  /\b((a )?real person|human|person) or (a |an )?(bot|robot|ai|machine)\b|\bare you (a |an )?(bot|robot|human|real person|ai|machine)\b/;

/** A child's age said of someone: "she's 7", "he is 10", "aged nine" (13 and over pay as adults). */
const childAgeSaid =
  /\b(?:s?he'?s|s?he is|aged|age|(?:daughter|son|kid|child|boy|girl|grand(?:son|daughter|child)) is) (?:[1-9]|1[0-2]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?! (?:hours?|people|adults|of us|years? (?:ago|later)))/;

const test = (pattern: RegExp, text: string) => pattern.test(text);

export function detectIntents(text: string): Intents {
  const has = (pattern: RegExp) => test(pattern, text);
  const myBookings =
    // "My booking says ...", "how long do you keep my booking info?": questions our pages answer.
    // "My tour is on a Sunday: is your office open then?" asks about us.
    !has(
      /\breviews?\b|\bmy booking says\b|\b(total|cost|price|budget|plan|planning) (for|of) (my|our) (whole |entire )?trip\b|\b(keep|store|delete|retain)\b.*\b(info|information|data|details)\b|\b(office|your team|support)\b[^.?!]{0,20}\bopen\b|\bare you (even )?open\b|\b(opening|office) hours\b/,
    ) &&
    (has(
      /\b(my|our) ((next|upcoming|first|coming) )?(bookings?|reservations?|tours?|trips?|booked tours?|orders?)\b|\b(my|our) next one\b|\bnext on (my|our) (list|schedule|calendar|agenda)\b|\b(my|our) (?!(hotel|flight|restaurant|dinner|train|car|airbnb|table|ryokan)\b)\w+( \w+)? (bookings?|reservations?)\b|\b(everything|all|anything|what) (that )?(i'?ve|we'?ve|i|we) (got |have )?(booked|reserved)\b|\b(did|have) (i|we) book(ed)?\b|\breference (for|of) (my|our)\b/,
    ) ||
      has(/\b(do|did) (i|we) have (any )?(bookings?|reservations?|tours? booked)\b/) ||
      has(
        /\b(have|got) (i|we)? ?(anything|something|any ?thing|any tours?) (booked|coming up|planned)\b|\banything booked\b|\b(coming up|next) for (me|us)\b|\b(tour|trip) (i|we) booked\b|\b(dates|tours) (i'?m|we'?re) booked\b|\bhow many (bookings|reservations|tours) (do|have|did) (i|we)\b/,
      ) ||
      has(
        /\b(when is my|when's my|when next (tour|booking|trip)|what have i booked|what (i|we)(['’]ve| have) (got )?booked|did i book|have i booked|((i|we)(['’]ve| have)? booked(?! (a |an |our |my )?(dinner|lunch|restaurants?|table|hotel|flights?|train|taxi|car|room|ryokan|show|massage|spa)\b))|what (have|do) (i|we) (got )?(booked|coming up|lined up|planned)|what do (i|we) have (booked|coming up|lined up|planned)|booking reference|my reference|tb-[a-z0-9]{6})\b/,
      ));
  const cancellation = has(
    /\b(cancel|cancell?ing|cancell?ation|cancell?ed|reschedule|change (my|the) (booking|date))\b/,
  );
  const refinement: Refinement | undefined = has(
    /\b(cheaper|less expensive|lower price|more affordable|too expensive|too pricey|cheaper ones?)\b/,
  )
    ? 'cheaper'
    : has(/\b(more expensive|pricier|fancier|more upscale|more premium)\b/)
      ? 'pricier'
      : has(/\b(shorter|too long|less time|quicker)\b/)
        ? 'shorter'
        : has(/\b(longer|too short|more time)\b/)
          ? 'longer'
          : has(
                /\b(show (me )?more|more (options|tours|results|ideas|suggestions)|any ?(thing|one) else|others|other (options|tours|ones)|something else|what else|next ones?|see more)\b|^(more|next)( (ones?|please|page|results|options))?[.!?]*$/,
              )
            ? 'more'
            : undefined;
  const topics = topicPatterns.filter(([, pattern]) => has(pattern)).map(([topic]) => topic);
  return {
    greeting: has(
      /^(hi|hello|hey|hiya|howdy|yo|greetings|good (morning|afternoon|evening|day)|konnichiwa|konichiwa|ohayo|hallo|hola|bonjour)\b/,
    ),
    thanks: has(
      /\b(thanks?|thank you|thx|ty|arigato|arigatou|cheers|much appreciated|appreciate it|perfect|great,? thanks|awesome)\b/,
    ),
    goodbye: has(/\b(bye|goodbye|good bye|see you|see ya|sayonara|that'?s all|have a nice day|good night)\b/),
    topics,
    availability: has(
      /\b(soonest|earliest (date|day|departure)|next (available|free) (date|day|slot)|first available|can (\d+|two|three|four|five|six) of us (do|go|join|book)|do (you|they) run|does (it|the \w+( \w+)?) run|available|availability|avail|free dates?|open dates?|spots?|seats?|space|places left|sold out|fully booked|dates?|when can (i|we)|when is it (on|running|offered)|does it run|is it running|run on|next departures?|departures?|can (i|we) (go|book|join|do it)( it)? (on|this|next|tomorrow|in)|book (it )?for (tomorrow|today|the)|still open|room for|what'?s (free|open|on offer)|what (is|are) (free|open))\b/,
    ),
    howToBook: has(
      /\b(how (do|can|to|would|should) (i|we)? ?(book|reserve|(make|do) (a|the) (booking|reservation)|sign up for|buy)|how to book|booking process|book it|book this|reserve it|make a booking|make a reservation|can i book|i want to book|i'd like to book|i would like to book|want to reserve|sign me up|book (the|a|this|that|me|us)|^book|^reserve)\b/,
    ),
    cancellation,
    refund: has(/\b(refunds?|refunded|money back|reimburse|lose (the|our|my) money)/),
    solo:
      has(
        /\b(alone|solo|on my own|by myself|just me|only me|(a|one|1) (single )?(person|traveller|traveler|adult))\b/,
      ) && has(/\b(can|could|may|possible|allowed|do you need|minimum|at least|is it ok)\b/),
    discount: has(discountAsked),
    cutoff: has(
      /\b(too soon to book|too late to book|how late (can|could|may|do|should) (i|we|you)|how late\b(?! (does|do|is|will|it|the tour|they) )|last[- ]minute|latest i can book|book (something |anything |a tour |it )?(on |for )?(the )?same[- ]day|same[- ]day (booking|bookings|tours?|places?)|book (something|anything|a tour) (for )?today|(book|booking) (it |a tour |something )?(for )?(today|tomorrow|tonight) (still )?(possible|ok|okay|allowed)|still (book|possible to book) (for )?(today|tomorrow|tonight)|cut-?off|deadline to book|how far in advance|in advance|(in|within) the next (\d+|a few|two|three|couple of) (hours?|hrs?)|in (\d+|a few|two|three) (hours?|hrs?),? (we'?re|we are|i'?m|i am) free|(what|which tours?) can (i|we) (still )?book (for )?(today|tomorrow|tonight))\b/,
    ),
    payment:
      has(
        /\b(pay|payment|paying|credit card|debit card|cash|card|deposit|charged|billed|visa card|mastercard|paypal|receipts?|invoices?)\b/,
      ) &&
      !has(/\bpay extra\b/) &&
      !has(discountAsked),
    // "Can my sister come? she's 7", "my grandson, aged nine: is he welcome, and what is his fare?", "do a 15 and
    // a 12 year old count as children?": whether a child may come, and what a child pays.
    childPolicy:
      (has(childAgeSaid) && has(/\b(come|join|welcome|fare|allowed|ok|okay|pay)\b/)) ||
      // "sake brewery tour w/ my 16yo?": whether a young one may come, asked by naming them.
      has(
        /\bwith (my|our) (\d{1,2}) ?(yo|y\/o|years? old|year-old|yr old)( (son|daughter|kid|boy|girl))?\s*\?+$/,
      ) ||
      // "Osaka port day with teenagers - is the sake brewery tour ok for them?": the young ones just named.
      has(
        /\b(kids|children|child|teens?|teenagers?|sons?|daughters?|\d{1,2}[- ]?(years?|yrs?)[- ]?olds?|\d{1,2} ?yo)\b.*\b(ok|okay|suitable|fine|allowed|alright|good|possible) for (them|him|her)\b/,
      ) ||
      has(
        /\b(count (as|for) (a )?(child|children|kids?|adults?)|free for (kids|children|a child)|(kids|children) (go |are )?free|(son|daughter|kids?|child|children|\d{1,2}[- ]?(years?|yrs?)[- ]?old|\d{1,2} ?yo)\b.{0,12}\b(come|join|go) (on|to|with)|child(ren)?'?s? (price|discount|rate|fare|ticket)|kids? (price|discount|rate|pay|go free)|do (the |our |my )?(kids|children|bab(y|ies)|infants?|toddlers?) (usually |normally |still |also )?pay|does (a |the |my |our )?(baby|infant|toddler|child|kid) (pay|need a ticket)|do \d{1,2}[- ]?(years?|yrs?)[- ]?olds? pay|under[- ]?\d{1,2}s? (go |are |travel )?free|(kids|children|child|son|daughter)\b.*\b(do|does|would|will) (they|he|she) (pay|cost)|minimum age|age (limit|restriction|requirement)s?|how old (do|must|should) (you|kids|children|they) be|(what|how much) (does|do|would|will) (a |my |our |the )?(child|children|kids?|son|daughter) (pay|cost)|discount for (kids|children)|how much (for|are|do) (kids|children|a child)|can (kids|children|my kids|my children|a child|my son|my daughter|he|she|they) (join|come|go|take part|do)|(take|takes|accept|accepts|allow|allows|admit|admits) (children|kids|a child|minors|babies|infants|toddlers)|pays? (like|as) (an? )?(child|adult|kid)|(kids|children|teens|teenagers|minors|under[- ]?18s) (allowed|welcome)|(teens|teenagers|minors|under[- ]?18s) (ok|okay)|(kids|children|teens|teenagers) are (allowed|welcome|ok|okay)|are (kids|children) (allowed|ok|okay|welcome)|bring ((my|our|the|a) )?(kids?|children|child|sons?|daughters?|bab(y|ies)|toddlers?|twins|\d{1,2}[- ]?(years?|yrs?)[- ]?old)|(suitable|ok|okay|good|safe|fine|possible|alright) (for|with) (a |an |my |our )?(\d{1,2} and (an? )?\d{1,2}|kids?|children|child|toddlers?|babies|baby|little ones?|teens?|teenagers?|\d{1,2}[- ]?((years?|yrs?)[- ]?olds?|yo|y\/o)))\b/,
      ),
    myBookings,
    contact:
      !has(
        /\b(change|update|edit|correct) (my |the |our )?(e-?mail|phone|number|address|name)\b|\bconfirmation (e-?mail|mail|message)\b/,
      ) &&
      has(
        /\b(contact|e-?mail|(?<!my |a |smart)phone(?! cameras?)|call you|telephone|your address|office|reach you|get in touch|customer service|write to you|phone number)\b/,
      ),
    liveChat: has(
      /\b(human|real person|agent|someone (real|to talk)|talk to (someone|a person|support|staff)|speak (to|with) (someone|a person|support|staff|a human)|live chat|live support|support chat|operator|representative|customer support|support team|complain|complaint)\b/,
    ),
    placesList: has(
      /\b(where (do|can) (you|i|we)( have)? (tours|go|travel)|which (cities|places|regions|areas|destinations)|what (cities|places|regions|areas|destinations)|list of (cities|places|destinations)|destinations do you|where are your tours|where do you operate|what places)\b/,
    ),
    categoriesList: has(
      /\b(what (kinds?|types?|sorts?|categories) of tours|which (kinds?|types?|categories)|categories|what tours do you (have|offer)|what do you offer|what kind of (tours|things))\b/,
    ),
    // Plural or open words: "the tour" or "that trip" point at one tour, "tours" and "anything" ask for a list.
    // "Is there any food with it?" and "any meat in it?" ask of the tour in view.
    search: has(
      /\b(tours|trips|excursions|activities|visits|things to (do|see)|what to see|what'?s there|what is there|what to do|something|anything|recommend|recommendations?|suggest|suggestions?|ideas?|find|search|looking for|look for|show me|options|experiences|(?<!\b(is|are) there )any(?! [a-z]+ (in|on|with|at) (it|them)\b)|want to (go|do|see|visit)|plan|visiting|going to|travel(l?ing)? to|what (is there|can (i|we) do)|what (can|could) (i|we) (still )?(book|join)|what (have|do) you (got|have|offer|run)|what'?ve you got|what'?s good|(?<!\bwhat )(?<!\bwhich )\b[a-z]+ stuff (in|near|around|for|to do)|stuff (to do|in|near|around))\b/,
    ),
    refinement,
    followUp: has(
      /^(and|what about|how about|same|also|ok and|okay and|but|then|what if|or)\b|\b(any|which|some) of (them|those|these)\b/,
    ),
    pointsAtTour: has(
      /\b(it|this (one|tour|trip|excursion)|that (one|tour|trip|excursion)|the (tour|excursion)|same tour)\b/,
    ),
    // "Does the Fuji trip pick up from hotels?" asks the tour's meeting point, not for a hotel.
    outOfScope:
      topics.length > 0 &&
      // "Gion at dusk - what time does it start? I need to book a taxi back": "it" is the tour.
      has(
        /\b(tours?|trips?|walks?|day|one|thing|class|ceremony|hike|experience|activity|excursion)\b|\b(does|will|would|is) it (start|begin|end|finish|run|take|last|leave|meet)\b/,
      )
        ? undefined
        : outOfScopeSubjects.find(([, pattern]) => has(pattern))?.[0],
    reschedule: has(
      /\b(change|move|modify|switch) (the |my |our )?(next |upcoming |first )?(date|day|booking|reservation|time)\b|\breschedul|\b(postpone|prepone|bring forward)|\bpush (my|our|the) (next |upcoming )?(booking|tour|reservation|trip) (back|forward)|\badd (one more|another|an extra|a|one|\d+ more|(two|three|four|five) more) (person|people|pax|traveller|traveler|adult|child|kid|guest|friend)s?\b|\bchange the number of (people|travell?ers|guests|adults|children)\b|\b(move|push|shift) (my|our|the) (next |upcoming |first )?(tour|trip)\b|\b(\d{1,2}|one|two|three|four|five|six|seven|eight) (people |persons |adults |travell?ers |guests |of us )?instead of (\d{1,2}|one|two|three|four|five|six|seven|eight)\b/,
    ),
    specialNeeds: needIn(text),
    comparison: has(
      /\b(difference between|compare|comparing|versus|vs\.?|which is better|choose between|decide between|which (one )?(is|'s) (cheaper|better|shorter|longer|more expensive|kinder|easier))\b/,
    ),
    weather: has(
      /\b(typhoons?|storms?|snowstorms?|heavy rain) (is |are )?(coming|approaching|expected|forecast|warning|hits?|hitting)\b|\b(supposed|going|forecast|meant|expected|likely) to (rain|snow|storm|pour)\b|\bwhat happens\b.*\b(rains?|typhoons?|storms?|snows?)\b|\b(rains?|typhoons?|storms?)\b.*\bwhat happens\b|\b(if|when|in case)\b.*\b(rains?|raining|rainy|typhoons?|storms?|snows?|bad weather|weather warnings?|rough seas?|high waves|strong winds?)\b|\b(rough seas?|bad weather|typhoon|storm)\b.*\b(called off|cancell?ed|money back|refund)|\b(rain|typhoon|storm|bad weather) (policy|cancel)|\b(rain|raining|rainy)\b[^?]{0,30}\b(still (go|goes|run|runs|on|happen)|go ahead)/,
    ),
    // "Worst rated tour you have? be honest."
    ranking: has(
      /\b(worst|lowest|poorest)[- ]rated\b|\b(worst|lowest|poorest) (reviewed|reviews|ratings?)\b|\bworst tours?\b/,
    )
      ? 'rating-asc'
      : has(
            /\b(best|top|highest)[- ]rated\b|\b(best|top|good) (tours?|ones?|experiences?)\b|\b(best|top|highest|most) (reviewed|reviews|ratings?)\b|\bwhat'?s good\b/,
          )
        ? 'rating'
        : has(/\b(most popular|popular|bestsellers?|best[- ]selling|most booked)\b/)
          ? 'popular'
          : // "Which tours have the smallest groups?", "the most intimate one".
            has(
                /\b(smallest|tiniest|fewest people|most intimate) (groups?|group sizes?|ones?|tours?)\b|\bsmallest groups?\b/,
              )
            ? 'group-asc'
            : has(/\b(longest|longer ones)\b/)
              ? 'duration-desc'
              : has(/\b(shortest|quickest)\b/)
                ? 'duration-asc'
                : has(earliestStart)
                  ? text.includes('earliest')
                    ? 'start-asc'
                    : 'start-desc'
                  : undefined,
    othersData: has(
      /\b(who (else )?((is|are|has|have|'s) )?(booked|going|coming|signed up|on (it|the))|\bhow many (people|travell?ers|guests|others|persons|couples|families) (have |has |are |already )*(booked|signed up|going|coming|on (it|the))\b|\bnames of (everyone|everybody|all)\b|\b(which|what) (tours?|days?|dates?|trips?) (did|has|have|does|do) (?!(you|we|i|us|the|your|our)\b)([a-z]+ ){0,2}(she|he|they|[a-z]+) (book|booked|have|got|reserved)\b|\b(which|what) (day|days|dates?|tours?|trips?) (they|she|he) (has |have |had )?(booked|reserved)\b|\btheir (meeting points?|bookings?|booking references?|reservations?)\b|\b(bookings?|users?|customers?|accounts?) (table|database|db)\b|\ball (the )?rows\b|\bdump (the )?(database|db|tables?)\b|(?<!\b(when|what|where|how|why|which|who) )\bis (?!(it|the|this|that|there|my|our|your|a|an|everything|anything|anyone|everyone|nothing|one|he|she|they|lunch|breakfast|dinner|food|transport|admission|entry|water|tea|sake|photography|parking)\b)[a-z]+ (?!([a-z]+(ed|able|ible)|there|still|also|really|allowed|free|ok|okay|extra)\b)[a-z]+ (on|going on|coming on|joining|doing) the [a-z]+( [a-z]+)? (tour|walk|trip|day|hike|class|dinner|ceremony)\b|\b(names?|phone numbers?|e-?mails?|addresses) (and|&) (phone numbers?|e-?mails?|names?|addresses) of\b|\b(phone( numbers?)?|numbers?|e-?mails?|names?|contacts?|details|addresses|bookings?) of (the |all the )?other (customers|people|users|travell?ers|guests|passengers)\b|(?<!\bno )other (customers?|people|users?|travell?ers?|guests?)(?:'?s?|s') (bookings?|reservations?|details|data|e-?mails?|names?|phone|numbers?|address(es)?|info\w*|personal|contacts?|accounts?|itinerar\w+|tours|dates|meeting points?)\b|\bwhat (have |did )?(the )?other (customers|people|users|travell?ers|guests) (booked|book|reserved)\b|\b(show|list|see|tell me|give me|send me|access) (me )?(all )?(the )?other (customers|people|users|travell?ers|guests)\b|(every|any|some) ?(one|body)(?: else)?'?s? (bookings?|reservations?|details|data|e-?mails?|phone)|all (the )?(bookings|reservations|customers|users)|every (booking|reservation)|list (of )?(the )?(bookings|customers|users)|someone else'?s?(?! (has |may have )?(used|using|accessed|logged|got into|hacked|is in) (my|our))|another (customer|user|person|travell?er|guest)'?s?|(last|previous|latest) (customer|person|user|travell?er|guest)|bookings? (of|for|by) (user|customer|guest|mr|mrs|ms)\b|(customer|user|guest) (list|data|database)|i'?m (an? |the )?(admin|administrator|staff|manager|owner)|(her|his) (own )?(bookings?|reservations?|booking (ref\w*|numbers?|codes?)|vouchers?|itinerary)|(confirm|check) (her|his) tour|what time (is )?(her|his) tour|(time|meeting point) (of|on|for) (her|his) (tour|booking)|\b(my |our )?(dad|father|mum|mom|mother|parents|brother|sister|friend|mate|husband|wife|partner|boyfriend|girlfriend|boss|colleague|exec|executive|son|daughter|grandma|grandpa)( (?!(and|i|we|me)\b)[a-z]+){0,3} (booked|has booked|made a booking|reserved)\b(?! (us|me|for (me|us|myself)|with (me|us))\b)(?=.*\b(what time|when|where|which (day|date|tour|one)|what (is it|tour|did)|look (it )?up|confirmed|paid|meeting point|reference|hers|his|theirs|move it|change it)\b)|what did (my|our) [a-z]+ book|what time is (his|hers|theirs)\b|\bunder (the |his |her |their )(own )?(sur)?(name|account|e-?mail)\b|\bon (his|her|their) (own )?account\b|whoever (else )?(booked|is booked|is on)|(last|latest|recent) (\d+ |few )?bookings (made|on)\b|bookings made on (the|your) (site|website)|(?<!my e-?mail is )\b[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}\b(?=.*\b(booking|booked|meeting point|start time|confirmation|colleague|move it)\b)|which (of (our|your|the) )?([a-z]+ )?(guests|customers|users|travell?ers|people|tourists|clients|residents)\b.{0,40}\b((have|has|are|is) )?(booked|going|coming|signed up)|\bour (guest|client|customer|resident)s? ([a-z]+ ){1,3}(has|have|is|booked)\b|\bthe (guest|customer|travell?er|person|lady|man|woman|family) who (asked|booked|requested|wrote|left|reserved)\b|\b(?!(my|our|your|the|this|that|next|last|today|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|afternoon|evening|night|week|month|year|day|kid|kids|child|son|daughter|wife|husband|mum|mom|dad)\b)[a-z]+ (?!(morning|afternoon|evening|night|week|month|year|day|trip|tour)'s)[a-z]+'s (booking|reservation|confirmation|ticket|tour|phone|e-?mail|number|meeting point|start time)s?\b|(booking|guest|customer|passenger) lists?\b|(whether|if) (?!(it|the|this|that|we|i|my|our|tour|there)\b)[a-z]+ [a-z]+ (is|was) booked\b|(give|send|tell) me (their|his|her|the reviewers?'?s?|the authors?'?s?) (e-?mails?|phone|numbers?|address|contact|full name)|who wrote (it|that|this|the (\d|one|1|two|2|bad|negative|low|worst)[- ]?(star )?review)|(list|show|tell me|give me) (me )?(everyone|everybody|all the people|the people|the names of (the )?(people|guests|travell?ers|participants))\b.{0,20}\b(booked|going|signed up|on)\b|what (did|has|have) (they|he|she) (book|booked)\b|(stars?|rating) did (?!(you|i|we|people|others|travell?ers|guests|customers|most)\b)[a-z]+ [a-z]+ give|which (customer|user|guest|travell?er|person)s? (has|have|booked|bought|spent)\b|\b(boyfriend|girlfriend|wife|husband|partner|friend|sister|brother|mum|mom|dad|mother|father|colleague|boss|daughter|son)'?s (e-?mail|phone number|password|account|login|booking ref\w*)\b|what time (is |are |was )?(she|he|they)('?s|'?re| is| are)? (going|leaving|starting|meeting|booked)|names of (the |all the )?(people|guests|travell?ers|participants|customers|group|others)\b|i(?:'?m| am) (the |a |your )?(guide|driver|tour leader)\b.{0,60}\b(names?|list|who|bookings?|people|guests|phone)\b|\b(bookings?|reservations?) (for|of|under|by|made by) [a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}\b|\bwho (else )?(from|on|in|of) (our|my|the) [a-z]+( [a-z]+)? (has |have |is |are )?(booked|going|coming|signed up)\b|\b(what are|what'?s|tell me|give me|list|share) (all )?(their|the others'?|the other (people|guests|travell?ers)'?s?) (full )?names\b|\b(where|when|what time) (is|does) (?!(it|the|this|that|there|my|our|your|a|an|everyone|everybody|one)\b)[a-z]+ [a-z]+ (meeting|meet|going|starting|booked)\b|\bis (?!(it|the|this|that|there|my|our|your|a|an|everything|anything|anyone|everyone|nothing|one)\b)[a-z]+ (?!(fully|already|still|completely|all|totally|now|really|usually|tour|trip|walk|hike|class|ceremony|one|day|dinner|experience)\b)[a-z]+ (booked|signed up|registered) (on|for|in)\b)/,
    ),
    priceRange: has(
      /\b(price range|range of prices|(what|how much) (do|does) (your |the |all )?tours (usually |typically )?cost|how much are (your |the )?tours|lowest to highest|cheapest (and|to) (the )?(most expensive|dearest|priciest))\b/,
    ),
    capabilities:
      has(botAsked) ||
      has(
        /\b(what can you do|how can you help|what do you do|who are you|what are you|help me|can you help|help$|^help|(is this|am i (talking|chatting|speaking) (to|with)) (a |an )?(bot|robot|human|real person|ai|machine)|who am i (talking|speaking|chatting) (to|with)|to whom (have|am) i)\b/,
      ),
  };
}
