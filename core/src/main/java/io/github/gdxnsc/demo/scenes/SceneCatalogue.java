package io.github.gdxnsc.demo.scenes;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The one scene catalogue, shared by the demo, the tests and the bench, in presentation order. */
public final class SceneCatalogue {
    private static final List<Scene> SCENES = Collections.unmodifiableList(List.of(
            new PyramidScene(),
            new WallScene(),
            new TowerScene(),
            new MassRatioScene(),
            ExtremeMassRatioScene.heavyOnLight(),
            ExtremeMassRatioScene.featherOnBox(),
            new InclineScene(),
            new ChainScene(),
            new PendulumScene(),
            new MotorScene(),
            new PileScene(),
            new ImpactScene(),
            new PlaygroundScene(),
            new TowerPullScene(),
            new TowerRowScene(),
            ArchScene.standing(),
            ArchScene.slipping(),
            new ColumnScene(),
            new WallShotScene(),
            new GameScene(),
            new CradleScene(),
            new DominoScene(),
            new CardHouseScene(),
            new JointsScene(),
            new SpringsScene(),
            new HullsScene(),
            new MeshGroundScene(),
            new QueriesScene(),
            new CcdScene()));

    private SceneCatalogue() {
    }

    public static List<Scene> all() {
        return SCENES;
    }

    public static List<String> names() {
        List<String> names = new ArrayList<>();
        for (Scene s : SCENES) names.add(s.name());
        return names;
    }

    /** @throws IllegalArgumentException naming the known scenes when {@code name} is not one */
    public static Scene byName(String name) {
        for (Scene s : SCENES) if (s.name().equalsIgnoreCase(name.trim())) return s;
        throw new IllegalArgumentException("unknown scene '" + name + "'; known: " + String.join(", ", names()));
    }

    public static int indexOf(Scene scene) {
        return SCENES.indexOf(scene);
    }
}
