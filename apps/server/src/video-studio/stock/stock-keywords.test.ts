import { describe, expect, it } from "vitest";
import { namedThings, sceneQueries, subjectWords } from "./stock-keywords.ts";

describe("stock search words", () => {
  it("names the things a sentence shows, singular, without pronouns, names or numbers", () => {
    expect(namedThings("Fresh beans delivered to your door within 2 miles")).toEqual(["bean", "door"]);
    expect(namedThings("Hiking boots that keep your feet dry on muddy trails")).toEqual(["boot", "foot", "trail"]);
    expect(namedThings("Three reasons to switch today")).toEqual([]);
  });

  it("takes a title's subject from its first noun phrase, head first", () => {
    expect(subjectWords("Fresh coffee from the roastery down the street")).toEqual(["coffee"]);
    expect(subjectWords("Ember & Oak, your neighbourhood coffee roaster")).toEqual(["roaster", "coffee"]);
  });

  it("searches a scene's things led by the subject, then fewer words, then the subject alone", () => {
    expect(sceneQueries("Every bag of coffee is roasted by hand each morning", ["coffee"])).toEqual(["bag coffee", "bag", "coffee"]);
    expect(sceneQueries("Fresh beans delivered to your door", ["coffee"])).toEqual(["coffee bean door", "coffee bean", "bean", "coffee"]);
    expect(sceneQueries("Three reasons to switch today", ["coffee"])).toEqual(["coffee"]);
  });

  it("falls back to the longer words of a language the parser does not know", () => {
    expect(sceneQueries("Nous torréfions le café chaque matin", [])).not.toEqual([]);
  });
});
