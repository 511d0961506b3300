package io.github.gdxnsc.demo.overlay;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.utils.ClickListener;
import com.kotcrab.vis.ui.widget.CollapsibleWidget;
import com.kotcrab.vis.ui.widget.VisLabel;
import com.kotcrab.vis.ui.widget.VisTable;

/** A titled part of an overlay window that a click on its title folds away and back. */
final class Section {
    final VisTable content = new VisTable();
    final VisLabel title;
    final CollapsibleWidget body;
    private final String name;
    private Runnable onToggle = () -> { };

    Section(String name) {
        this.name = name;
        title = new VisLabel();
        title.setColor(0.65f, 0.8f, 1f, 1f);
        body = new CollapsibleWidget(content);
        body.setCollapseDuration(0f); // instant: the window re-packs right after
        refreshTitle();
        title.addListener(new ClickListener() {
            @Override
            public void clicked(InputEvent event, float x, float y) {
                setCollapsed(!body.isCollapsed());
            }
        });
    }

    void onToggle(Runnable r) {
        onToggle = r;
    }

    void setCollapsed(boolean collapsed) {
        body.setCollapsed(collapsed, false);
        refreshTitle();
        onToggle.run();
    }

    String name() {
        return name;
    }

    boolean isCollapsed() {
        return body.isCollapsed();
    }

    private void refreshTitle() {
        title.setText((body.isCollapsed() ? "[+] " : "[-] ") + name);
    }

    /** Adds the title row and the folding body to {@code t}, spanning {@code columns}. */
    void addTo(VisTable t, int columns) {
        t.add((Actor) title).colspan(columns).left().padTop(4).row();
        t.add(body).colspan(columns).growX().left().row();
    }
}
