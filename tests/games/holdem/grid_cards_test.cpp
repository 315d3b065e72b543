// The grid card types behind card_type.h: the panel setting (notes 45-46),
// Manual arrangements and their refusals, the tie-break tuple, finalizing,
// bounded legal selections, and the JSON a client draws from.
#include <gtest/gtest.h>

#include "games/holdem/game.h"
#include "games/holdem/grid_cards.h"
#include "games/holdem/grid_catalog.h"
#include "games/holdem/settings.h"
#include "games/holdem/view.h"
#include "tests/games/holdem/helpers.h"

namespace gavel::holdem {
namespace {

namespace json = boost::json;

std::string refusal(const char* text) {
  const auto parsed = parse_settings(json::parse(text), 4);
  return parsed ? std::string("accepted") : parsed.error().message;
}

TEST(GridSettings, SuggestedPanelsFillTheFrame) {
  EXPECT_EQ(GridCards(GridKind::kSquare).capacity(), 40);
  EXPECT_EQ(GridCards(GridKind::kTriangular).capacity(), 48);
  EXPECT_EQ(GridCards(GridKind::kPolyabolo).capacity(), 32);
  const auto settings = parse_settings(json::parse(R"({"card_type":"polyabolo_grid"})"), 3);
  ASSERT_TRUE(settings.has_value());
  EXPECT_EQ(settings->grid, GridCards(GridKind::kPolyabolo));
  EXPECT_EQ(&card_type(*settings), &settings->grid);
  EXPECT_EQ(settings_json(*settings).at("panel").as_array().size(), 16u);
}

TEST(GridSettings, AnEditedPanelIsKeptAndRoundTrips) {
  const auto settings = parse_settings(
      json::parse(R"({"card_type":"polyabolo_grid","panel":[[0,0,4],[1,0,2],[3,3,0]]})"), 3);
  ASSERT_TRUE(settings.has_value());
  EXPECT_EQ(settings->grid.capacity(), 4);
  const auto panel = settings_json(*settings).at("panel");
  EXPECT_EQ(json::serialize(panel), "[[0,0,4],[1,0,2],[3,3,0]]");
  // Create same room re-reads the stored settings: the same panel.
  const auto again =
      parse_settings(json::object{{"card_type", "polyabolo_grid"}, {"panel", panel}}, 3);
  ASSERT_TRUE(again.has_value());
  EXPECT_EQ(again->grid, settings->grid);
  const auto tri =
      parse_settings(json::parse(R"({"card_type":"triangular_grid","panel":[[11,3],[0,0]]})"), 2);
  ASSERT_TRUE(tri.has_value());
  EXPECT_EQ(tri->grid.capacity(), 2);
  EXPECT_EQ(json::serialize(settings_json(*tri).at("panel")), "[[0,0],[11,3]]");
}

TEST(GridSettings, BadPanelsAreRefusedWithAReason) {
  EXPECT_EQ(refusal(R"({"card_type":"square_grid","panel":[]})"),
            "panel must keep at least one tile");
  EXPECT_EQ(refusal(R"({"card_type":"square_grid","panel":[[8,0]]})"),
            "panel must be a list of [x, y] tiles, x 0-7 and y 0-4");
  EXPECT_EQ(refusal(R"({"card_type":"square_grid","panel":[[1,1],[1,1]]})"),
            "panel lists a tile twice");
  EXPECT_EQ(refusal(R"({"card_type":"square_grid","panel":[[-1,0]]})"),
            "panel must be a list of [x, y] tiles, x 0-7 and y 0-4");
  EXPECT_EQ(refusal(R"({"card_type":"triangular_grid","panel":[[12,0]]})"),
            "panel must be a list of [col, row] triangles, col 0-11 and row 0-3");
  EXPECT_NE(refusal(R"({"card_type":"polyabolo_grid","panel":[[0,0,5]]})"), "accepted");
  EXPECT_EQ(refusal(R"({"card_type":"polyabolo_grid","panel":[[0,0,0],[0,0,2]]})"),
            "panel lists a tile twice");
  EXPECT_NE(refusal(R"({"card_type":"polyabolo_grid","panel":[[0,0]]})"), "accepted");
  EXPECT_NE(refusal(R"({"card_type":"square_grid","panel":"all"})"), "accepted");
  EXPECT_EQ(refusal(R"({"panel":[[0,0]]})"), "panel applies only to the grid card types");
}

const GridCards kSquare(GridKind::kSquare);

Selection placed(std::vector<Placement> placements) {
  Selection s;
  s.placements = std::move(placements);
  for (const auto& p : s.placements) s.cards.push_back(p.card);
  return s;
}

TEST(GridCards, ScoresAValidArrangementByTiles) {
  const FourCards four{1, 2, 8, 21};  // monomino, domino, square tetromino, X pentomino
  EXPECT_EQ(*kSquare.score(placed({{8, 0, 0, 0}, {1, 0, 2, 0}}), four), 5);
  EXPECT_EQ(*kSquare.score(placed({{21, 0, 3, 2}, {2, 1, 7, 0}}), four), 7);
  EXPECT_EQ(*kSquare.score(placed({}), four), 0);
}

TEST(GridCards, RefusesBadArrangementsWithAReason) {
  const FourCards four{1, 2, 8, 21};
  const auto why = [&](Selection s) {
    const auto r = kSquare.score(s, four);
    return r ? std::string("accepted") : r.error().message;
  };
  EXPECT_EQ(why(placed({{5, 0, 0, 0}})), "card 5 is not one of your four cards");
  EXPECT_EQ(why(placed({{1, 0, 0, 0}, {1, 0, 1, 0}})), "card 1 is placed twice");
  EXPECT_EQ(why(placed({{2, 2, 0, 0}})), "card 2 has orientations 0 to 1");
  EXPECT_EQ(why(placed({{8, 0, 7, 0}})),
            "card 8 (orientation 0 at 7, 0) does not lie inside the panel");
  EXPECT_EQ(why(placed({{8, 0, 0, 0}, {1, 0, 1, 1}})),
            "card 1 (orientation 0 at 1, 1) overlaps another piece");
  EXPECT_EQ(why(Selection{{1}, {}}), "grid cards are placed: send \"placements\"");
  const GridCards small(GridKind::kSquare, *parse_panel(GridKind::kSquare, json::parse("[[0,0]]")));
  const auto r = small.score(placed({{2, 0, 0, 0}}), four);
  ASSERT_FALSE(r.has_value());
  EXPECT_EQ(r.error().message, "card 2 (orientation 0 at 0, 0) does not lie inside the panel");
}

TEST(GridCards, TieBreakIsTheFourTileCountsHighFirst) {
  EXPECT_EQ(kSquare.tiebreak({1, 21, 2, 8}), (std::array<int, 4>{5, 4, 2, 1}));
  const GridCards poly(GridKind::kPolyabolo);
  EXPECT_EQ(poly.tiebreak({1, 2, 22, 5}), (std::array<int, 4>{4, 3, 2, 1}));
}

TEST(GridCards, FourPiecesOrAFullPanelFinalize) {
  EXPECT_TRUE(
      kSquare.finalizes(placed({{1, 0, 0, 0}, {2, 0, 1, 0}, {3, 0, 0, 1}, {4, 0, 3, 1}}), 9));
  EXPECT_FALSE(kSquare.finalizes(placed({{1, 0, 0, 0}}), 1));
  const GridCards small(GridKind::kSquare,
                        *parse_panel(GridKind::kSquare, json::parse("[[0,0],[1,0]]")));
  EXPECT_TRUE(small.finalizes(placed({{2, 0, 0, 0}}), 2));
}

TEST(GridCards, LegalSelectionsAreFewAndAllValid) {
  const FourCards four{3, 9, 14, 20};
  const auto choices = kSquare.selections(four);
  EXPECT_LE(choices.size(), 5u);
  EXPECT_EQ(choices.front(), kSquare.best(four));
  for (const auto& c : choices) EXPECT_TRUE(kSquare.score(c, four).has_value());
}

TEST(GridCards, PlacementsRoundTripThroughTheActionJson) {
  const auto action = Game::parse_action(json::parse(
      R"({"action":"select","placements":[{"card":8,"orientation":0,"at":[2,1]},{"card":1,"orientation":0,"at":[0,0]}]})"));
  ASSERT_TRUE(action.has_value());
  EXPECT_EQ(action->selection.cards, (std::vector<Card>{8, 1}));
  EXPECT_EQ(action->selection.placements[0], (Placement{8, 0, 2, 1}));
  EXPECT_EQ(Game::parse_action(Game::action_json(*action)).value().selection, action->selection);
  for (
      const char* bad :
      {R"({"action":"select","placements":[]})",
       R"({"action":"select","placements":[{"card":1,"orientation":0}]})",
       R"({"action":"select","placements":[{"card":1,"orientation":0,"at":[0]}]})",
       R"({"action":"select","placements":[{"card":1,"orientation":12,"at":[0,0]}]})",
       R"({"action":"select","placements":[{"card":1,"orientation":0,"at":[0,0],"x":1}]})",
       R"({"action":"select","cards":[1],"placements":[{"card":1,"orientation":0,"at":[0,0]}]})"}) {
    EXPECT_FALSE(Game::parse_action(json::parse(bad)).has_value()) << bad;
  }
}

TEST(GridCards, CatalogJsonListsEveryPieceInPanelForm) {
  const auto catalog = grid_catalog_json(GridKind::kPolyabolo);
  EXPECT_EQ(catalog.at("frame").at("width").as_int64(), 4);
  const auto& pieces = catalog.at("pieces").as_array();
  ASSERT_EQ(pieces.size(), 22u);
  // Card 1, the unit triangle: one half square (NE: quarters N and E are
  // the least canonical form).
  EXPECT_EQ(json::serialize(pieces[0]), R"({"card":1,"tiles":1,"shape":[[0,0,1]]})");
  EXPECT_EQ(json::serialize(grid_catalog_json(GridKind::kTriangular).at("pieces").as_array()[1]),
            R"({"card":2,"tiles":2,"shape":[[0,0],[1,0]]})");
  // A shown placement's cells, for drawing: the domino turned upright at (3, 1).
  EXPECT_EQ(json::serialize(placed_cells_json(GridKind::kSquare, {2, 1, 3, 1})), "[[3,1],[3,2]]");
}

// A heads-up Square-grid hand in Manual mode: seat 0 places one piece,
// seat 1 nothing; the review shows each score, the arrangement used and
// Best possible with the solver's arrangement (all four fit: note 43).
TEST(GridCards, ShowdownShowsScoresArrangementsAndBestPossible) {
  using K = Action::Kind;
  using testing::move;
  using testing::play;
  auto state = testing::table({1000, 1000}, R"({"card_type":"square_grid"})");
  testing::check_down_heads_up(state);
  ASSERT_EQ(state.phase(), Phase::kSelection);
  const auto& type = card_type(state.settings());
  const auto four = state.four_cards(0);
  const Card own = four[0];
  Action select = move(K::kSelect);
  select.selection = placed({{own, 0, 0, 0}});
  ASSERT_TRUE(state.apply(0, select, 2, engine::Origin::kPlayer).has_value());
  const int one = grid_piece(GridKind::kSquare, own)->tiles;
  EXPECT_EQ(state.players()[0].saved_score, one);
  // A bad arrangement is refused and changes nothing.
  select.selection = placed({{own, 0, 7, 4}});
  EXPECT_FALSE(state.apply(0, select, 2, engine::Origin::kPlayer).has_value());
  EXPECT_EQ(state.players()[0].saved_score, one);
  ASSERT_TRUE(state.apply(0, move(K::kFinalize), 2, engine::Origin::kPlayer).has_value());
  EXPECT_TRUE(state.tick(state.next_deadline()->at));
  const auto review =
      view_json(make_view(state, engine::Viewer::spectator())).at("last_hand").as_object();
  const auto& seats = review.at("seats").as_array();
  const auto& first = seats[0].as_object();
  EXPECT_EQ(first.at("score").as_int64(), one);
  EXPECT_EQ(json::serialize(first.at("used")),
            "{\"cards\":[" + std::to_string(own) + "],\"placements\":[{\"card\":" +
                std::to_string(own) + ",\"orientation\":0,\"at\":[0,0]}]}");
  int all = 0;
  for (const Card c : four) all += grid_piece(GridKind::kSquare, c)->tiles;
  EXPECT_EQ(first.at("best_possible").as_int64(), all);
  EXPECT_EQ(first.at("best_example").at("placements").as_array().size(), 4u);
  EXPECT_EQ(*type.score(type.best(four), four), all);
  const auto& second = seats[1].as_object();
  EXPECT_EQ(second.at("score").as_int64(), 0);
  EXPECT_TRUE(second.contains("best_example"));
  EXPECT_EQ(state.last_hand()->won[0], 20);
  testing::expect_chips_kept(state);
}

}  // namespace
}  // namespace gavel::holdem
