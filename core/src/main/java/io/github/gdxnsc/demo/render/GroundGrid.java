package io.github.gdxnsc.demo.render;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.VertexAttributes.Usage;
import com.badlogic.gdx.graphics.g3d.Material;
import com.badlogic.gdx.graphics.g3d.Model;
import com.badlogic.gdx.graphics.g3d.ModelInstance;
import com.badlogic.gdx.graphics.g3d.attributes.ColorAttribute;
import com.badlogic.gdx.graphics.g3d.utils.MeshPartBuilder;
import com.badlogic.gdx.graphics.g3d.utils.ModelBuilder;
import com.badlogic.gdx.utils.Disposable;

/** A 1 m line grid just above the ground plane (y = 0), with the X and Z axes drawn brighter. */
public final class GroundGrid implements Disposable {
    private final Model model;
    public final ModelInstance instance;

    public GroundGrid(int halfCells) {
        ModelBuilder builder = new ModelBuilder();
        builder.begin();
        // lines lifted 1 mm so they win the depth test against the ground slab's top face
        float y = 0.001f, extent = halfCells;
        MeshPartBuilder lines = builder.part("grid", GL20.GL_LINES, Usage.Position | Usage.ColorUnpacked,
                new Material(ColorAttribute.createDiffuse(Color.WHITE)));
        lines.setColor(0.34f, 0.36f, 0.40f, 1f);
        for (int i = -halfCells; i <= halfCells; i++) {
            if (i == 0) continue;
            lines.line(i, y, -extent, i, y, extent);
            lines.line(-extent, y, i, extent, y, i);
        }
        lines.setColor(0.75f, 0.35f, 0.35f, 1f);
        lines.line(-extent, y, 0, extent, y, 0);
        lines.setColor(0.35f, 0.45f, 0.75f, 1f);
        lines.line(0, y, -extent, 0, y, extent);
        model = builder.end();
        instance = new ModelInstance(model);
    }

    @Override
    public void dispose() {
        model.dispose();
    }
}
