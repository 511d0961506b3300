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
}
