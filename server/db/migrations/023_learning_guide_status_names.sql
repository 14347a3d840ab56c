-- The learning guide named order and return statuses by their codes (`awaiting_fulfillment`), which
-- sellers never see anywhere else: the portal shows them by name (the orders and returns modules'
-- catalogs). Each code written as code in a text becomes its name, in the portal's quotes; the rest
-- of a text, including any edit an admin made, stays as it is.
do $$
declare
  pair record;
begin
  for pair in
    select * from (values
      ('new', 'Nueva'), ('awaiting_fulfillment', 'Por preparar'), ('packed_by_seller', 'Empaquetada'),
      ('ready_to_ship', 'Lista para despacho'), ('dispatched', 'Despachada'), ('shipped', 'En camino'),
      ('delivery_in_progress', 'En reparto'), ('delivery_in_branch_office', 'En sucursal'), ('delivered', 'Entregada'),
      ('delivery_failed', 'Entrega fallida'), ('delivery_failed_in_process', 'Entrega fallida en gestión'),
      ('delivery_need_second_visit', 'Requiere segunda visita'), ('delivery_with_problems', 'Entrega con problemas'),
      ('not_delivered', 'No entregada'), ('canceled', 'Cancelada'), ('unable_to_fulfill', 'No se pudo cumplir'),
      ('refunded_before_shipping', 'Reembolsada antes del despacho'), ('refunded_after_cancelation', 'Reembolsada tras cancelación'),
      ('refunded_after_delivery_failed', 'Reembolsada tras entrega fallida'), ('refunded_after_return', 'Reembolsada tras devolución'),
      ('lost_before_shipping', 'Extraviada antes del despacho'), ('lost_after_shipping', 'Extraviada en el transporte'),
      ('lost_in_return', 'Extraviada en la devolución'), ('damaged_before_shipping', 'Dañada antes del despacho'),
      ('damaged_after_shipping', 'Dañada en el transporte'), ('handled_by_marketplace', 'Gestionada por el marketplace'),
      ('waiting_for_return', 'Esperando devolución'), ('return_in_progress', 'Devolución en tránsito'),
      ('return_in_process', 'En revisión'), ('return_approved', 'Aprobada'), ('return_rejected', 'Rechazada'),
      ('return_failed', 'Devolución fallida'), ('delivery_returned', 'Devuelta al cliente'), ('returned', 'Reembolsada')
    ) as names (code, name)
  loop
    update learning_guide_questions set content = replace(content, '`' || pair.code || '`', '«' || pair.name || '»')
     where position('`' || pair.code || '`' in content) > 0;
    update learning_guides set content = replace(content, '`' || pair.code || '`', '«' || pair.name || '»')
     where position('`' || pair.code || '`' in content) > 0;
  end loop;
end $$;
