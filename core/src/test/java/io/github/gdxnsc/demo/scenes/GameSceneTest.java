package io.github.gdxnsc.demo.scenes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.character.GroundState;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.NscWorld;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The game scene played through its rig's input, as the demo's keys fill it. */
class GameSceneTest {
    private final Vector3 p = new Vector3();

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    private static void steps(WorldScene scene, int n) {
        for (int i = 0; i < n; i++) scene.stepOnce();
    }

    @Test
    void theCharacterClimbsTheStairsToTheDeck() {
        NscWorld world = new NscWorld(NscConfig.defaults());
        try {
            GameScene game = new GameScene();
            WorldScene scene = game.build(world, SceneParams.defaults());
            GameRig rig = game.rig(scene);
            assertNotNull(rig);
            steps(scene, 30);
            rig.moveX = -1; // 5 m to the stairs' line
            steps(scene, 75);
            rig.moveX = 0;
            rig.moveZ = -1; // up the five 0.2 m steps and onto the deck at 1 m
            steps(scene, 180);
            rig.character().getPosition(p);
            assertTrue(p.z < -6, "on the deck, z = " + p.z);
            assertEquals(1.0f, p.y, 0.02f, "at the deck's height");
            assertEquals(GroundState.GROUNDED, rig.character().getGroundState());
        } finally {
            world.dispose();
        }
    }

    @Test
    void theCharacterGetsInTheCarAndDrivesIt() {
        NscWorld world = new NscWorld(NscConfig.defaults());
        try {
            GameScene game = new GameScene();
            WorldScene scene = game.build(world, SceneParams.defaults());
            GameRig rig = game.rig(scene);
            steps(scene, 30);
            rig.moveZ = 1; // 4 m toward the viewer: beside the car
            steps(scene, 60);
            rig.moveZ = 0;
            rig.toggleCar = true;
            steps(scene, 1);
            assertTrue(rig.isDriving(), "near enough to get in");
            float z0 = rig.car().getChassis().getPosition(p).z;
            rig.moveZ = -1; // the up arrow: forward
            steps(scene, 120);
            assertTrue(z0 - rig.car().getChassis().getPosition(p).z > 5, "drove forward, dz = " + (z0 - p.z));
            rig.moveZ = 0;
            rig.toggleCar = true;
            steps(scene, 60);
            assertTrue(!rig.isDriving());
            assertEquals(GroundState.GROUNDED, rig.character().getGroundState(), "out of the car, on the ground");
        } finally {
            world.dispose();
        }
    }

    /**
     * Up the stairs to the deck, then west across the rope bridge to the far deck: the character
     * stands on the planks (its weight on them), the bridge sags under it and holds (its ropes at
     * their length), and it steps off at the far deck's height.
     */
    @Test
    void theCharacterCrossesTheRopeBridge() {
        NscWorld world = new NscWorld(NscConfig.defaults());
        try {
            GameScene game = new GameScene();
            WorldScene scene = game.build(world, SceneParams.defaults());
            GameRig rig = game.rig(scene);
            steps(scene, 60); // the bridge settles from level
            rig.moveX = -1; // 5 m to the stairs' line
            steps(scene, 75);
            rig.moveX = 0;
            rig.moveZ = -1; // up the stairs to the bridge's line on the deck
            steps(scene, 165);
            rig.moveZ = 0;
            rig.moveX = -1; // west over the bridge
            float lowest = Float.MAX_VALUE, longest = 0;
            int onPlanks = 0;
            float farDeck = GameScene.gapEast(GameScene.PLANKS) - GameScene.GAP - 0.75f; // its centre
            for (int i = 0; i < 150 && rig.character().getPosition(p).x > farDeck; i++) {
                scene.stepOnce();
                io.github.gdxnsc.world.RigidBody ground = rig.character().getGroundBody();
                if (ground != null && ground.getType() == io.github.gdxnsc.world.BodyType.DYNAMIC) onPlanks++;
                lowest = Math.min(lowest, rig.character().getPosition(p).y);
                for (io.github.gdxnsc.world.DistanceJoint rope : rig.ropes()) longest = Math.max(longest, rope.getDistance() - rope.getMaxLength());
            }
            rig.moveX = 0;
            steps(scene, 10);
            rig.character().getPosition(p);
            System.out.printf("rope bridge: %d steps on the planks, lowest feet %.3f m (decks at %.1f m), longest rope %.2e m over its length; ends at (%.2f, %.3f, %.2f)%n",
                    onPlanks, lowest, GameScene.BRIDGE_TOP, longest, p.x, p.y, p.z);
            assertTrue(p.x < GameScene.gapEast(GameScene.PLANKS) - GameScene.GAP - 0.3f, "on the far deck, x = " + p.x);
            assertEquals(GameScene.BRIDGE_TOP, p.y, 0.02f, "at the far deck's height");
            assertEquals(GroundState.GROUNDED, rig.character().getGroundState());
            assertTrue(onPlanks > 25, "walked on the planks for " + onPlanks + " steps");
            assertTrue(lowest < GameScene.BRIDGE_TOP - 0.1f && lowest > GameScene.BRIDGE_TOP - 0.6f, "the bridge sagged under it and held: lowest " + lowest);
            assertTrue(longest < 0.01f, "ropes held their length: " + longest);
        } finally {
            world.dispose();
        }
    }
}
