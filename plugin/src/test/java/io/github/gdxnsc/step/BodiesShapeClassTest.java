package io.github.gdxnsc.step;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.Bullet;
import com.badlogic.gdx.physics.bullet.collision.btBoxShape;
import com.badlogic.gdx.physics.bullet.collision.btCapsuleShape;
import com.badlogic.gdx.physics.bullet.collision.btCapsuleShapeX;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btCompoundShape;
import com.badlogic.gdx.physics.bullet.collision.btConeShape;
import com.badlogic.gdx.physics.bullet.collision.btConvexHullShape;
import com.badlogic.gdx.physics.bullet.collision.btCylinderShape;
import com.badlogic.gdx.physics.bullet.collision.btCylinderShapeZ;
import com.badlogic.gdx.physics.bullet.collision.btSphereShape;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A body's shape class, which the manifold completion sorts pairs by, is its shape's Java class, subclasses included. */
class BodiesShapeClassTest {
    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    @Test
    void eachShapeGetsItsClassAndTheClassMovesWithTheBody() {
        btCollisionShape[] shapes = {new btConvexHullShape(), new btCylinderShape(new Vector3(1, 1, 1)), new btCylinderShapeZ(new Vector3(1, 1, 1)),
                new btCapsuleShape(0.5f, 1), new btCapsuleShapeX(0.5f, 1), new btCompoundShape(), new btBoxShape(new Vector3(1, 1, 1)),
                new btSphereShape(1), new btConeShape(1, 2)};
        byte[] expected = {Bodies.HULL, Bodies.CYLINDER, Bodies.CYLINDER, Bodies.CAPSULE, Bodies.CAPSULE, Bodies.COMPOUND, 0, 0, 0};
        try {
            Bodies b = new Bodies();
            for (btCollisionShape s : shapes) b.add(s, false, 1, 1, 1, 1, 0, 0);
            for (int i = 0; i < shapes.length; i++) assertEquals(expected[i], b.shapeClass[i], shapes[i].getClass().getSimpleName());
            b.swapRemove(0); // the cone moves into the hull's slot
            assertEquals(0, b.shapeClass[0]);
            assertEquals(Bodies.CYLINDER, b.shapeClass[1]);
        } finally {
            for (btCollisionShape s : shapes) s.dispose();
        }
    }
}
