#!/usr/bin/env python3
"""Checks a built documentation archive (scripts/build-docs): every module
page sorts all of its symbols into topic groups of its own (DocC's
generated groups, "Structures", "Protocols", ..., mean a symbol was left
unsorted), and every article the landing page promises is there."""
import json
import pathlib
import sys

archive = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".build/documentation")
pages = archive / "data" / "documentation"
modules = [
    "AnimationCore", "AnimationRuntime", "AnimationEngine", "AnimationViews", "AnimationRender", "AnimationPreview", "AnimationPreviewTools",
    "AnimationLive", "AnimationMCP", "SwiftAnimation", "UIKit", "SwiftUI", "SwiftAnimationTesting",
]
articles = [
    "GettingStartedOnLinux", "AnimationsCurvesAndSprings", "TransactionsAndTheUpdateModel",
    "TestingHeadlessly", "PreviewingYourViews", "EmbeddingTheRuntime", "DifferencesFromSwiftUI", "Performance",
]
problems = []
for module in modules:
    page = pages / (module.lower() + ".json")
    if not page.exists():
        problems.append(f"{module}: no module page in {pages}")
        continue
    data = json.loads(page.read_text())
    sections = data.get("topicSections", [])
    if not sections:
        problems.append(f"{module}: the module page has no topics")
    for section in sections:
        if section.get("generated"):
            names = ", ".join(i.rsplit("/", 1)[-1] for i in section["identifiers"])
            problems.append(f"{module}: unsorted in DocC's group '{section.get('title')}': {names}")
for article in articles:
    if not (pages / "swiftanimation" / (article.lower() + ".json")).exists():
        problems.append(f"SwiftAnimation: the article {article} is missing")
for problem in problems:
    print(f"error: {problem}", file=sys.stderr)
if problems:
    sys.exit(1)
print(f"documentation: {len(modules)} module pages, every symbol in a topic group; {len(articles)} articles")
