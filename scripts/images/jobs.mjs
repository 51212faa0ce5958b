// Which scene is drawn to which file, at what size: per villa an exterior (-1) and three views
// (-2 to -4), the pages' pictures, the placeholder and the favicon.
import { favicon } from './scenes/favicon.mjs'
import { aboutHero } from './scenes/pages/about-hero.mjs'
import { aboutStory } from './scenes/pages/about-story.mjs'
import { adventure } from './scenes/pages/adventure.mjs'
import { area } from './scenes/pages/area.mjs'
import { beachClubs } from './scenes/pages/beach-clubs.mjs'
import { concierge } from './scenes/pages/concierge.mjs'
import { culinary } from './scenes/pages/culinary.mjs'
import { culture } from './scenes/pages/culture.mjs'
import { destinationAbout } from './scenes/pages/destination-about.mjs'
import { destinationHero } from './scenes/pages/destination-hero.mjs'
import { experienceHero } from './scenes/pages/experience-hero.mjs'
import { homeDestination } from './scenes/pages/home-destination.mjs'
import { homeHero } from './scenes/pages/home-hero.mjs'
import { wellness } from './scenes/pages/wellness.mjs'
import { wineTours } from './scenes/pages/wine-tours.mjs'
import { yachtCharters } from './scenes/pages/yacht-charters.mjs'
import { placeholder } from './scenes/placeholder.mjs'
import { azurExterior } from './scenes/villas/azur-exterior.mjs'
import { bedroom } from './scenes/villas/bedroom.mjs'
import { belleRiveExterior } from './scenes/villas/belle-rive-exterior.mjs'
import { cielExterior } from './scenes/villas/ciel-exterior.mjs'
import { esterelExterior } from './scenes/villas/esterel-exterior.mjs'
import { lesPinsExterior } from './scenes/villas/les-pins-exterior.mjs'
import { livingRoom } from './scenes/villas/living-room.mjs'
import { lumiereExterior } from './scenes/villas/lumiere-exterior.mjs'
import { mimosaExterior } from './scenes/villas/mimosa-exterior.mjs'
import { poolDetail } from './scenes/villas/pool-detail.mjs'
import { terraceView } from './scenes/villas/terrace-view.mjs'
import { viewFromVilla } from './scenes/villas/view-from-villa.mjs'
import { THEMES } from './themes/index.mjs'

const VILLA_SIZE = [1600, 1200]
const HERO_SIZE = [1920, 1080]

export function jobs() {
  const list = []
  const villaScenes = {
    azur: [azurExterior, livingRoom, poolDetail, bedroom],
    'les-pins': [lesPinsExterior, terraceView, poolDetail, viewFromVilla],
    esterel: [esterelExterior, livingRoom, poolDetail, viewFromVilla],
    'belle-rive': [belleRiveExterior, terraceView, poolDetail, bedroom],
    mimosa: [mimosaExterior, terraceView, poolDetail, viewFromVilla],
    ciel: [cielExterior, terraceView, poolDetail, bedroom],
    lumiere: [lumiereExterior, livingRoom, poolDetail, viewFromVilla],
  }
  for (const [slug, scenes] of Object.entries(villaScenes))
    scenes.forEach((draw, i) =>
      list.push({
        file: `images/villas/${slug}-${i + 1}.svg`,
        size: VILLA_SIZE,
        draw: () => draw(THEMES[slug]),
      }),
    )
  const pages = {
    'home-hero': [homeHero, HERO_SIZE],
    'home-destination': [homeDestination, VILLA_SIZE],
    'destination-hero': [destinationHero, HERO_SIZE],
    'destination-about': [destinationAbout, VILLA_SIZE],
    'beach-clubs': [beachClubs, VILLA_SIZE],
    'wine-tours': [wineTours, VILLA_SIZE],
    'yacht-charters': [yachtCharters, VILLA_SIZE],
    'experience-hero': [experienceHero, HERO_SIZE],
    culinary: [culinary, VILLA_SIZE],
    wellness: [wellness, VILLA_SIZE],
    adventure: [adventure, VILLA_SIZE],
    culture: [culture, VILLA_SIZE],
    'about-hero': [aboutHero, HERO_SIZE],
    'about-story': [aboutStory, VILLA_SIZE],
    area: [area, VILLA_SIZE],
    concierge: [concierge, VILLA_SIZE],
  }
  for (const [name, [draw, size]] of Object.entries(pages))
    list.push({ file: `images/pages/${name}.svg`, size, draw })
  list.push({ file: 'images/placeholder-villa.svg', size: VILLA_SIZE, draw: placeholder })
  list.push({ file: 'favicon.svg', size: [64, 64], draw: favicon })
  return list
}
